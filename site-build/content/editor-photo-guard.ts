/**
 * The content editor's photos (issue 45), a part of the editor page's guard: a photo the owner uploads is made the
 * size the site needs (src/content/picture-sizes.ts, as the build writes it beside the page: picture-sizes.json)
 * before Sveltia CMS sees it, or refused in Hebrew, and nothing is sent. A phone's photo of 3 to 12 MB becomes a JPEG
 * of the kind's box, well under its weight.
 *
 * Not Sveltia's own image optimisation (`media_libraries.default.config.transformations`): it encodes WebP alone, and
 * a browser that cannot (Safari, the owner's iPhone) loads an encoder from unpkg.com, which the editor's
 * `script-src 'self'` and a phone offline refuse, and then gets a PNG several times heavier; it only shrinks a photo
 * to fit inside a box, where a coach's 3:4 card needs it to cover one; and it refuses an oversized file in English.
 * Here the browser's own canvas does it: decoded with its orientation, scaled once, encoded as JPEG (which every
 * browser encodes), at the highest of a few qualities that makes the kind's weight. The site makes the WebP and AVIF
 * itself, at build time.
 *
 * The file reaches Sveltia as it would have: a picked file (`change` on a file box) is put back into the box and the
 * event sent again; a dropped one goes to Sveltia's drop zone (`.drop-target`) by the "Select" event it listens to
 * for files chosen elsewhere (its drop-zone.svelte, 0.221).
 */
import { formatWeight } from "./picture-weight";

/** A kind of picture as the editor's page reads it: its box and weight, its folder and the forms that upload to it. */
export interface PictureKind {
  folder: string;
  /** The content files whose media fields upload into `folder` (the editor's collections and single forms). */
  files: string[];
  width: number;
  height: number;
  fit: "cover" | "inside";
  maxBytes: number;
}

export const PICTURE_KINDS_FILE = "picture-sizes.json";

export const PHOTO_TEXTS = {
  working: "מקטינים את התמונה לגודל שמתאים לאתר…",
  made: ({ size, bytes, was }: Made) =>
    `התמונה הוקטנה ל־${size.width} על ${size.height} פיקסלים ושוקלת ${formatWeight(bytes)} (במקום ${formatWeight(was)}). היא תישלח עם השמירה`,
  unreadable:
    "אי אפשר לקרוא את הקובץ הזה כתמונה. פתחו אותו בטלפון או במחשב, שמרו ממנו עותק כתמונה רגילה והעלו את העותק",
  tooHeavy: (maxBytes: number) =>
    `גם אחרי ההקטנה התמונה שוקלת יותר מ־${formatWeight(maxBytes)}, ולכן היא לא נשלחה. נסו תמונה אחרת`,
};

/** The qualities tried, best first, until the JPEG makes the kind's weight. */
export const JPEG_QUALITIES = [0.85, 0.75, 0.65, 0.55];

interface Size {
  width: number;
  height: number;
}

/** A photo made web-sized: its new size and weight, and its weight before. */
interface Made {
  size: Size;
  bytes: number;
  was: number;
}

/** The size a photo of `natural` size is made: scaled down (never up) to cover the box, or to fit inside it. */
export function webSize(natural: Size, kind: Pick<PictureKind, "width" | "height" | "fit">): Size {
  const scales = [kind.width / natural.width, kind.height / natural.height];
  const scale = kind.fit === "cover" ? Math.max(...scales) : Math.min(...scales);
  if (scale >= 1) return natural;
  return {
    width: Math.max(1, Math.round(natural.width * scale)),
    height: Math.max(1, Math.round(natural.height * scale)),
  };
}

/** The first encoding, best quality first, that weighs at most `maxBytes`; none when even the lowest weighs more. */
export async function withinWeight(encode: (quality: number) => Promise<Blob>, maxBytes: number) {
  for (const quality of JPEG_QUALITIES) {
    const blob = await encode(quality);
    if (blob.size <= maxBytes) return blob;
  }
  return undefined;
}

/** A photo's name as a JPEG: IMG_2034.HEIC → IMG_2034.jpg. */
export const jpegName = (name: string) => `${name.replace(/\.[^./]*$/, "") || "photo"}.jpg`;

/** A raster photo the browser may decode (a HEIC file has no type on some systems); not a video, an SVG or a GIF. */
export const isPhoto = (file: File) =>
  /^image\/(?:jpeg|png|webp|avif|heic|heif)$/.test(file.type) ||
  /\.(?:jpe?g|png|webp|avif|heic|heif)$/i.test(file.name);

/** A format the site takes as it is (the content model's file names). */
const isWebFormat = (file: File) => /^image\/(?:jpeg|png|webp|avif)$/.test(file.type);

/**
 * The kind of picture an upload on the editor's page at `hash` is: by its form (`#/collections/coaches/new`,
 * `#/collections/_singletons/entries/studio`), or on the Assets page by its folder (`#/assets/static/images/shop`).
 */
export function kindAt(hash: string, kinds: readonly PictureKind[]): PictureKind | undefined {
  const decode = (text: string) => {
    try {
      return decodeURIComponent(text);
    } catch {
      return text;
    }
  };
  const form = /^#\/collections\/([^/?#]+)(?:\/entries\/([^/?#]+))?/.exec(hash);
  if (form) {
    const file = decode(form[1] === "_singletons" ? (form[2] ?? "") : form[1]!);
    return kinds.find((kind) => kind.files.includes(file));
  }
  const assets = /^#\/assets\/([^?#]+)/.exec(hash);
  const folder =
    assets &&
    decode(assets[1]!)
      .replace(/^static\//, "")
      .replace(/\/$/, "");
  return kinds.find((kind) => kind.folder === folder);
}

type Outcome = { file: File; made?: Made } | { refused: string };

/** Decodes `file` upright (a phone's photo keeps its turn in its EXIF data), or nothing if the browser cannot. */
async function decoded(window: Window & typeof globalThis, file: File): Promise<ImageBitmap | undefined> {
  try {
    return await window.createImageBitmap(file, { imageOrientation: "from-image" });
  } catch {
    return undefined;
  }
}

/** `bitmap` drawn at `size` on white (a transparent PNG's background), and a JPEG encoder of the canvas. */
function jpegEncoder(document: Document, bitmap: ImageBitmap, size: Size) {
  const canvas = document.createElement("canvas");
  Object.assign(canvas, size);
  const context = canvas.getContext("2d")!;
  context.fillStyle = "#fff";
  context.fillRect(0, 0, size.width, size.height);
  context.imageSmoothingQuality = "high";
  context.drawImage(bitmap, 0, 0, size.width, size.height);
  return (quality: number) =>
    new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("No JPEG"))), "image/jpeg", quality),
    );
}

/** `file` as the kind needs it: as it is when it already fits, else a JPEG of the kind's size and weight. */
export async function webSized(window: Window & typeof globalThis, file: File, kind: PictureKind): Promise<Outcome> {
  const bitmap = await decoded(window, file);
  if (!bitmap) return { refused: PHOTO_TEXTS.unreadable };
  try {
    const natural = { width: bitmap.width, height: bitmap.height };
    const size = webSize(natural, kind);
    if (isWebFormat(file) && size.width === natural.width && file.size <= kind.maxBytes) return { file };
    const blob = await withinWeight(jpegEncoder(window.document, bitmap, size), kind.maxBytes);
    if (!blob) return { refused: PHOTO_TEXTS.tooHeavy(kind.maxBytes) };
    const jpeg = new window.File([blob], jpegName(file.name), { type: "image/jpeg", lastModified: file.lastModified });
    return { file: jpeg, made: { size, bytes: blob.size, was: file.size } };
  } finally {
    bitmap.close();
  }
}

const MESSAGE_ATTRIBUTE = "data-photo-guard";

/** The message above `anchor` (a drop zone, or the file box): `text` in Hebrew, as a status or an alert. */
function say(anchor: Element, text: string, role: "status" | "alert") {
  const previous = anchor.previousElementSibling;
  const message = previous?.hasAttribute(MESSAGE_ATTRIBUTE)
    ? (previous as HTMLElement)
    : anchor.ownerDocument.createElement("div");
  message.setAttribute(MESSAGE_ATTRIBUTE, "");
  message.className = "field-guard-message";
  message.setAttribute("role", role);
  message.lang = "he";
  message.dir = "rtl";
  const color = role === "alert" ? "var(--sui-error-foreground-color,#c00)" : "inherit";
  message.style.cssText = `margin:4px 0;color:${color};font-size:var(--sui-font-size-small,13px)`;
  message.textContent = text;
  if (message !== previous) anchor.before(message);
}

/** Removes the message above `anchor`, if there is one. */
function unsay(anchor: Element) {
  if (anchor.previousElementSibling?.hasAttribute(MESSAGE_ATTRIBUTE)) anchor.previousElementSibling.remove();
}

/** What became of the photos, above `anchor`: the first refusal, else the first photo made smaller, else nothing. */
function report(anchor: Element, outcomes: readonly Outcome[]) {
  const refusal = outcomes.find((outcome) => "refused" in outcome);
  const made = outcomes.flatMap((outcome) => ("made" in outcome && outcome.made ? [outcome.made] : []))[0];
  if (refusal && "refused" in refusal) say(anchor, refusal.refused, "alert");
  else if (made) say(anchor, PHOTO_TEXTS.made(made), "status");
  else unsay(anchor);
}

/** Where a file box's or a drop's messages go: above its drop zone, which Sveltia draws beside each file box. */
const anchorOf = (element: Element): Element =>
  element.closest(".drop-target") ??
  (element.previousElementSibling?.matches(".drop-target") ? element.previousElementSibling : element);

/** picture-sizes.json beside the editor's configuration (the page's `cms-config-url` link), read once. */
function kindsLoader(document: Document) {
  let loaded: Promise<PictureKind[]> | undefined;
  return () => {
    const config = document.querySelector<HTMLLinkElement>('link[rel="cms-config-url"]')?.href;
    loaded ??= fetch(new URL(PICTURE_KINDS_FILE, config ?? document.baseURI))
      .then((response) => (response.ok ? (response.json() as Promise<PictureKind[]>) : []))
      .catch(() => []);
    return loaded;
  };
}

/** Stops a picked or dropped photo, and hands Sveltia the web-sized one, or says why it cannot. */
export function installPhotoGuard(window: Window & typeof globalThis) {
  const kinds = kindsLoader(window.document);
  const passing = new WeakSet<Event>();

  /** The files as Sveltia should get them, photos web-sized; none when every photo was refused. */
  async function prepared(files: File[], anchor: Element): Promise<File[] | undefined> {
    const kind = kindAt(window.location.hash, await kinds());
    if (!kind) return files;
    say(anchor, PHOTO_TEXTS.working, "status");
    const outcomes = await Promise.all(
      files.map((file): Promise<Outcome> => (isPhoto(file) ? webSized(window, file, kind) : Promise.resolve({ file }))),
    );
    report(anchor, outcomes);
    const kept = outcomes.flatMap((outcome) => ("file" in outcome ? [outcome.file] : []));
    return kept.length > 0 ? kept : undefined;
  }

  window.addEventListener(
    "change",
    (event) => {
      const box = event.target;
      if (!(box instanceof window.HTMLInputElement) || box.type !== "file" || passing.has(event)) return;
      const files = [...(box.files ?? [])];
      if (!files.some(isPhoto)) return;
      event.stopImmediatePropagation();
      void prepared(files, anchorOf(box)).then((ready) => {
        if (!ready) {
          box.value = "";
          return;
        }
        const transfer = new window.DataTransfer();
        for (const file of ready) transfer.items.add(file);
        box.files = transfer.files;
        const again = new window.Event("change", { bubbles: true });
        passing.add(again);
        box.dispatchEvent(again);
      });
    },
    true,
  );
  window.addEventListener(
    "drop",
    (event) => {
      const zone = event.target instanceof window.Element ? event.target.closest(".drop-target") : null;
      const files = [...(event.dataTransfer?.files ?? [])];
      if (!zone || !files.some(isPhoto)) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      // Sveltia's drop zone stops showing "drop here" on leave, as it would on the drop.
      zone.dispatchEvent(new window.Event("dragleave"));
      void prepared(files, zone).then(
        (ready) => ready && zone.dispatchEvent(new window.CustomEvent("Select", { detail: { files: ready } })),
      );
    },
    true,
  );
}

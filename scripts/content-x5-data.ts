/**
 * Five times the studio's classes and coaches (scripts/content-x5.ts writes them into a copy of the project). Each
 * class comes five times in a row, its copies named by extending its name ("קרקס לילדים", "קרקס לילדים מתקדמים", …),
 * so that menus hold names that begin alike, and with several open-training entries; each copy is taught by the
 * coaches' copies of the same round. Coaches' copies take another coach's family name, so that every name differs.
 * One copy is paused, whose page stays. Media files are reused by name. Each list's `order` is renumbered 1, 2, …
 * in the order written here, so that the copies of a class stand together in the menus.
 */
export interface X5Class {
  slug: string;
  title: string;
  menuLabel: string;
  coaches: string[];
  status?: string;
  [field: string]: unknown;
}

export interface X5Coach {
  slug: string;
  name: string;
  [field: string]: unknown;
}

export const COPIES = 5;

/** What the copies after the first add to a class's name and title: the first copy is the class itself. */
const NAME_EXTENSIONS = ["", "מתקדמים", "מתקדמים – קבוצת תחרות", "לבוגרי הקורס", "בשעות הבוקר"] as const;

const copySlug = (slug: string, copy: number) => (copy === 0 ? slug : `${slug}-${copy + 1}`);
const extend = (name: string, copy: number) =>
  copy === 0 ? name : `${name} ${NAME_EXTENSIONS[copy] ?? `${NAME_EXTENSIONS[1]} ${copy + 1}`}`;

/** "עמית כהן" with the family name of the coach `copy` places further down the list. */
function coachName(coaches: readonly X5Coach[], index: number, copy: number) {
  const [first] = coaches[index]!.name.split(" ");
  const family = coaches[(index + copy) % coaches.length]!.name.split(" ").slice(1).join(" ");
  return copy === 0 ? coaches[index]!.name : `${first} ${family}${copy >= coaches.length ? ` ${copy + 1}` : ""}`;
}

export function contentX5(classes: readonly X5Class[], coaches: readonly X5Coach[]) {
  const rounds = Array.from({ length: COPIES }, (_, copy) => copy);
  const classCopies = classes.flatMap((studioClass, index) =>
    rounds.map((copy) => ({
      ...studioClass,
      slug: copySlug(studioClass.slug, copy),
      title: extend(studioClass.title, copy),
      menuLabel: extend(studioClass.menuLabel, copy),
      coaches: studioClass.coaches.map((slug) => copySlug(slug, copy)),
      // The first class's last copy is paused: its page is built, the menus leave it out.
      ...(index === 0 && copy === COPIES - 1 ? { status: "paused" } : {}),
    })),
  );
  const coachCopies = rounds.flatMap((copy) =>
    coaches.map((coach, index) => ({
      ...coach,
      slug: copySlug(coach.slug, copy),
      name: coachName(coaches, index, copy),
    })),
  );
  return { classes: renumbered(classCopies), coaches: renumbered(coachCopies) };
}

/**
 * The studio with `more` more classes and `more` more coaches, after its own: copies of its first ones, named as
 * contentX5 names them. Each copied class is taught by one of the new coaches alone, so that no coach has two
 * sessions at once. For the browser tests that read a number of entries from content: 3 more makes 8 coaches.
 */
export function contentWithMore(classes: readonly X5Class[], coaches: readonly X5Coach[], more: number) {
  const added = Array.from({ length: more }, (_, index) => index);
  /** The entry a copy is made of, and which copy of it (1 for the first, as contentX5's second round). */
  const copyOf = (index: number, length: number) => ({ source: index % length, copy: 1 + Math.floor(index / length) });
  const coachCopies = added.map((index) => {
    const { source, copy } = copyOf(index, coaches.length);
    return { ...coaches[source]!, slug: copySlug(coaches[source]!.slug, copy), name: coachName(coaches, source, copy) };
  });
  const classCopies = added.map((index) => {
    const { source, copy } = copyOf(index, classes.length);
    const studioClass = classes[source]!;
    return {
      ...studioClass,
      slug: copySlug(studioClass.slug, copy),
      title: extend(studioClass.title, copy),
      menuLabel: extend(studioClass.menuLabel, copy),
      coaches: [coachCopies[index]!.slug],
    };
  });
  return { classes: renumbered([...classes, ...classCopies]), coaches: renumbered([...coaches, ...coachCopies]) };
}

const renumbered = <Entry>(entries: Entry[]) => entries.map((entry, index) => ({ ...entry, order: index + 1 }));

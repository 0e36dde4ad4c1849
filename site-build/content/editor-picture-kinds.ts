/**
 * The kinds of picture as the editor page's photo guard reads them (editor-photo-guard.ts): each folder of pictures
 * with its box and weight (src/content/picture-sizes.ts) and the content files whose media fields upload into it.
 * Written beside the editor's page by the build (picture-sizes.json).
 */
import { contentFiles, type MediaFolder } from "../../src/content/content-files";
import { PICTURE_SIZES } from "../../src/content/picture-sizes";
import type { PictureKind } from "./editor-photo-guard";

export const editorPictureKinds = (): PictureKind[] =>
  (Object.keys(PICTURE_SIZES) as MediaFolder[]).map((folder) => {
    const { width, height, fit, maxBytes } = PICTURE_SIZES[folder]!;
    const files = contentFiles()
      .filter((file) => file.mediaFolder === folder)
      .map((file) => file.name);
    return { folder, files, width, height, fit, maxBytes };
  });

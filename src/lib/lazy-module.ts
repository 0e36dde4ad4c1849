/**
 * A module fetched on first need and then kept. A failed fetch is forgotten, so that the next call tries again
 * (a visitor on a flaky network may well succeed the second time).
 */
export function lazyModule<Module>(importer: () => Promise<Module>): () => Promise<Module> {
  let pending: Promise<Module> | null = null;
  return () =>
    (pending ??= importer().catch((error: unknown) => {
      pending = null;
      throw error;
    }));
}

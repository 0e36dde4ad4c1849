import { useCallback, useState, type ComponentType } from "react";

/**
 * A component whose code is fetched on demand (a modal, with `lazyModule`): null until `mount()` has fetched it.
 * `mount()` rejects when the code cannot be fetched, so that the caller can offer another way.
 */
export function useLazyComponent<Props>(load: () => Promise<ComponentType<Props>>) {
  const [Component, setComponent] = useState<ComponentType<Props> | null>(null);
  const mount = useCallback(
    () =>
      load().then((loaded) => {
        setComponent(() => loaded);
      }),
    [load],
  );
  return [Component, mount] as const;
}

import { lazyModule } from "./lazy-module";

describe("lazyModule", () => {
  it("fetches the module once, however often it is asked for", async () => {
    const importer = jest.fn(() => Promise.resolve({ value: 1 }));
    const load = lazyModule(importer);
    await Promise.all([load(), load()]);
    await load();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it("tries again after a failed fetch", async () => {
    const importer = jest
      .fn<Promise<{ value: number }>, []>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValueOnce({ value: 2 });
    const load = lazyModule(importer);
    await expect(load()).rejects.toThrow("offline");
    await expect(load()).resolves.toEqual({ value: 2 });
    expect(importer).toHaveBeenCalledTimes(2);
  });
});

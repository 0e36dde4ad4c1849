import { act, render, screen } from "@testing-library/react";
import { ChunkErrorNotice } from "./ChunkErrorNotice";
import { CHUNK_ERROR_EVENT } from "@/lib/chunk-recovery";
import { uiTexts } from "@/test-fixtures";

describe("ChunkErrorNotice", () => {
  it("shows nothing until a part of the site failed to load, then says so with a reload button", () => {
    render(<ChunkErrorNotice />);
    expect(screen.queryByRole("alert")).toBeNull();
    act(() => {
      window.dispatchEvent(new Event(CHUNK_ERROR_EVENT));
    });
    expect(screen.getByRole("alert")).toHaveTextContent(uiTexts.recovery.chunkFailed);
    expect(screen.getByRole("button", { name: uiTexts.recovery.reload })).toBeInTheDocument();
  });
});

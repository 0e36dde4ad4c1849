import { render, screen } from "@testing-library/react";
import { coachRole } from "@/lib/coach-role";
import { coachProfile, uiTexts } from "@/test-fixtures";
import { CoachProfile } from "./CoachProfile";

describe("CoachProfile", () => {
  it("shows the coach's name, the role of the coach's place, the biography and the classes", () => {
    render(<CoachProfile coach={coachProfile} />);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(coachProfile.name);
    expect(screen.getByText(coachRole(coachProfile, uiTexts.coachPage))).toBeInTheDocument();
    coachProfile.fullBio.forEach((paragraph) => expect(screen.getByText(paragraph)).toBeInTheDocument());
    for (const studioClass of coachProfile.classes) {
      expect(screen.getByRole("link", { name: studioClass.title })).toHaveAttribute("href", studioClass.path);
    }
  });

  it("has a video that downloads nothing until it is played, from the site's own folder without a bucket, its poster the processed photo", () => {
    const { container } = render(<CoachProfile coach={coachProfile} />);
    const video = container.querySelector("video");
    expect(video).toHaveAttribute("preload", "none");
    expect(video).toHaveAttribute("poster", "/static/480/coach-3.webp");
    expect(video?.querySelector("source")).toHaveAttribute("src", `/videos/coaches/${coachProfile.video}`);
    expect(video).toHaveAccessibleName(uiTexts.coachPage.video.replace("{name}", coachProfile.name));
  });

  it("shows the photo in the video's place while a new coach has no video, and downloads no video", () => {
    const { container } = render(<CoachProfile coach={{ ...coachProfile, video: null }} />);
    expect(container.querySelector("video")).toBeNull();
    expect(container.querySelector("picture img")).toHaveAttribute("src", "/static/480/coach-3.jpg");
    expect(container.querySelector('picture source[type="image/avif"]')?.getAttribute("srcset")).toContain(
      "/static/480/coach-3.avif 480w",
    );
    expect(container.innerHTML).not.toContain(`/videos/coaches/${coachProfile.poster}`);
  });

  it("has no class list for a coach without classes", () => {
    render(<CoachProfile coach={{ ...coachProfile, classes: [] }} />);
    expect(screen.queryByRole("list")).toBeNull();
  });
});

import type { SocialLink } from "@/lib/social";

/** Simple line drawings of each network's mark, in the text colour; decorative (the link's text names it). */
const SHAPES: Record<SocialLink["network"], JSX.Element> = {
  instagram: (
    <>
      <rect x="3" y="3" width="18" height="18" rx="5" />
      <circle cx="12" cy="12" r="4" />
      <circle cx="17.3" cy="6.7" r="0.6" fill="currentColor" />
    </>
  ),
  facebook: (
    <path d="M14.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.5V4.4a20 20 0 0 0-2.3-.1c-2.3 0-3.9 1.4-3.9 4v2.2H8.8v3h2.6V21" />
  ),
  tiktok: <path d="M14 3v12.2a3.3 3.3 0 1 1-3.3-3.3M14 3c.4 2.7 2.1 4.3 5 4.6" />,
  youtube: (
    <>
      <rect x="2.5" y="5.5" width="19" height="13" rx="4" />
      <path d="M10.2 9.2v5.6l4.8-2.8z" fill="currentColor" />
    </>
  ),
};

export function SocialIcon({ network }: { network: SocialLink["network"] }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {SHAPES[network]}
    </svg>
  );
}

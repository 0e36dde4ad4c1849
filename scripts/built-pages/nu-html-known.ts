import type { KnownMessage } from "./nu-html";

/** A lazy image of gatsby-plugin-image, as it writes it before its script runs: addresses in data-src(set). */
const LAZY_IMAGE = /data-srcset="/;

/**
 * The Nu Html Checker's errors on the built pages that the project accepts, each with its reason: markup that
 * gatsby-plugin-image writes (not the project's code), and CSS that browsers support and the checker does not know
 * yet. Everything else it reports fails `npm run check:built`.
 */
export const KNOWN_NU_MESSAGES: readonly KnownMessage[] = [
  {
    message: /^CSS: “animation-(timeline|range)”: Property “animation-\w+” doesn't exist\.$/,
    reason:
      "scroll-driven animations (CSS Scroll-driven Animations, in Chromium since 115) are unknown to the checker's " +
      "CSS validator; the contact bar uses them inside @supports (animation-timeline: scroll()), so other browsers " +
      "skip the rule (src/components/ContactBar/ContactBar.module.scss)",
  },
  {
    message: /^CSS: (“container-type”: Property “container-type” doesn't exist|Unrecognized at-rule “@container”)\.?$/,
    reason:
      "container queries (CSS Containment Level 3, in every browser since 2023) are unknown to the checker's CSS " +
      "validator; a class page's timetable restacks as cards when its own column is narrow, whatever the window's " +
      "width (src/components/ClassDetails/ClassDetails.module.scss, docs/numbers-in-hebrew.md)",
  },
  {
    message: /^Element “source” is missing required attribute “srcset”\.$/,
    extract: LAZY_IMAGE,
    reason:
      "gatsby-plugin-image's lazy image: its <source> elements carry data-srcset until its script copies it into " +
      "srcset, so that the browser fetches nothing before the image nears the screen",
  },
  {
    message: /^Element “img” is missing one or more of the following attributes: “src”, “srcset”\.$/,
    extract: LAZY_IMAGE,
    reason: "gatsby-plugin-image's lazy image: its <img> carries data-src and data-srcset until its script runs",
  },
  {
    message: /^The “sizes” attribute must only be specified if the “srcset” attribute is also specified\.$/,
    extract: LAZY_IMAGE,
    reason: "gatsby-plugin-image's lazy image writes sizes beside data-srcset, for the srcset its script adds",
  },
  {
    message:
      /^An “img” element with a “role” attribute must not have an “alt” attribute whose value is the empty string\.$/,
    extract: /<img alt="" role="presentation" aria-hidden="true" src="data:image\/svg\+xml/,
    reason:
      "gatsby-plugin-image's spacer of a constrained image: an empty SVG that gives the wrapper its size, hidden " +
      "from assistive technology three times over; the role is redundant, not wrong for a reader",
  },
];

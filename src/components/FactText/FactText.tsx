import { LatinMarked } from "@/components/LatinMarked";
import { fillFacts, type TextFacts } from "@/content/text-facts";

interface Props {
  text: string;
  facts: TextFacts;
}

/**
 * A text the studio wrote, with its placeholders filled; a left-to-right fact (a phone, an address) isolated, and
 * Latin words marked English.
 */
export function FactText({ text, facts }: Props) {
  return (
    <>
      {fillFacts(text, facts).map((part, index) =>
        part.leftToRight ? (
          <bdi key={index} dir="ltr">
            {part.text}
          </bdi>
        ) : (
          <LatinMarked key={index} text={part.text} />
        ),
      )}
    </>
  );
}

import { LatinMarked } from "@/components/LatinMarked";
import { PhoneNumber } from "@/components/PhoneNumber";
import { fillFacts, type TextFacts } from "@/content/text-facts";

interface Props {
  text: string;
  facts: TextFacts;
}

/**
 * A text the studio wrote, with its placeholders filled; a left-to-right fact (a phone, an address) isolated, the
 * phone on one line, and Latin words marked English.
 */
export function FactText({ text, facts }: Props) {
  return (
    <>
      {fillFacts(text, facts).map((part, index) => {
        if (part.fact === "phone") return <PhoneNumber key={index} phone={part.text} />;
        if (part.leftToRight)
          return (
            <bdi key={index} dir="ltr">
              {part.text}
            </bdi>
          );
        return <LatinMarked key={index} text={part.text} />;
      })}
    </>
  );
}

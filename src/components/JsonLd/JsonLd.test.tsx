import { render } from "@testing-library/react";
import { JsonLd } from "./JsonLd";

it("JsonLd writes the data as JSON-LD that no text in it can close early", () => {
  const data = { "@type": "Thing", name: "</script><script>alert(1)</script>" };
  const { container } = render(<JsonLd data={data} />);
  const script = container.querySelector('script[type="application/ld+json"]');
  expect(script?.innerHTML).not.toContain("</script>");
  expect(JSON.parse(script?.textContent ?? "")).toEqual(data);
});

import { serializeJsonLd } from "@/lib/structured-data";

/** A schema.org description in the page's <head>. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}

import { render, screen } from "@testing-library/react";
import { formatTimeRange } from "@/content/number-runs";
import { eventAges, eventRegistration } from "@/lib/events";
import ui from "@/test-fixtures/content/ui.json";
import fixtureEvents from "@/test-fixtures/content/events.json";
import { queriedEvent } from "@/test-fixtures/events";
import { EventDetails } from "./EventDetails";

const texts = ui.events;
const PHONE = "+972501234567";

// The browser tests see an event page only while content/events/ has an event upcoming on the build's day (the
// page's code is built with such a page alone): the page's content is checked here whatever the shipped events.
describe("an event's page", () => {
  it.each(fixtureEvents.map((event) => [event.slug, event] as const))(
    "%s: says what, when, for whom and how to register",
    (_, event) => {
      const registration = eventRegistration(event, PHONE, texts);
      const { container } = render(
        <EventDetails event={queriedEvent(event)} texts={texts} registration={registration} />,
      );
      expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(event.title);
      expect(container).toHaveTextContent(event.summary);
      expect(container.querySelector(`time[datetime="${event.date}"]`)).not.toBeNull();
      expect(container).toHaveTextContent(formatTimeRange(event.start, event.end));
      const spaced = (text: string) => text.replace(/\s+/g, " ");
      expect(spaced(container.textContent!)).toContain(spaced(eventAges(event, texts)!));
      for (const paragraph of event.description) expect(screen.getByText(paragraph)).toBeInTheDocument();
      const register = container.querySelector("[data-event-register]")!;
      expect(register).toHaveAttribute("href", registration.href);
      expect(register).toHaveTextContent(event.registerUrl ? texts.register : texts.registerWhatsapp);
      expect(screen.getByRole("link", { name: texts.allEvents })).toHaveAttribute("href", "/events");
    },
  );
});

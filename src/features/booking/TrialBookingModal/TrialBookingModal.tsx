import React, { useEffect, useId, useMemo, useRef, useState } from "react";
import { useBookingSettings, type BookingSettings } from "@/features/booking/useBookingSettings";
import {
  bookingRecord,
  changeValue,
  initialValues,
  dateContext,
  isUnavailableDate,
  saveBooking,
  validateBooking,
  type BookingErrors,
  type BookingField,
  type BookingRules,
  type BookingValues,
  type StoredBooking,
  type TrialPreset,
} from "@/features/booking/rules";
import { markBooking, REMINDED_SESSION_KEY } from "@/features/booking/stored-bookings";
import { useTrialClasses, type TrialClass } from "@/features/booking/useTrialClasses";
import { formatShekels } from "@/content/format";
import { Dialog } from "@/components/Dialog";
import { PrivacyLine } from "@/components/PrivacyLine";
import { TermsLink } from "@/components/TermsLink";
import { localDateString } from "@/lib/dates";
import { openDays } from "@/lib/opening-hours";
import { useStudioClosures } from "@/hooks/useStudioClosures";
import { useSiteSettings } from "@/hooks/useSiteSettings";
import { useUiTexts } from "@/hooks/useUiTexts";
import { fillTemplate } from "@/lib/templates";
import { TrialCompletion } from "./TrialCompletion";
import { ClassFields } from "./ClassFields";
import { trialRequestOf, type TrialRequest } from "@/features/booking/completion";
import * as styles from "./TrialBookingModal.module.scss";
import { useLanguage } from "@/language/useLanguage";

interface Props {
  open: boolean;
  /** What the opener asked for: a class (a class page, the age finder), a sport, an age. */
  preset: TrialPreset;
  /** Changes with every opening: the form starts afresh. */
  session: number;
  onClose: () => void;
  /** A request kept from an earlier visit and never sent: offered again in the completion step. */
  reminder?: StoredBooking | null;
}

/** The completion step's request, and the kept booking it is (marked once sent or dismissed). */
interface Completion {
  request: TrialRequest;
  createdAt: string;
  reminded: boolean;
}

/** Marks the kept booking; the step stays as it is if the browser's storage fails. */
const mark = (createdAt: string, as: "sentAt" | "dismissedAt") =>
  markBooking(window.localStorage, createdAt, as, new Date());

/**
 * The try-out booking modal (local form): the booking is recorded in this browser only, nothing is sent. After the
 * spec's alert comes the completion step, with the ways that do reach the studio; a request kept and never sent is
 * offered there again on a later visit (`reminder`).
 */
export function TrialBookingModal({ open, preset, session, onClose, reminder = null }: Props) {
  const settings = useBookingSettings();
  const classes = useTrialClasses();
  const { openingHours } = useSiteSettings();
  const closures = useStudioClosures();
  const { trialBooking: texts, trialCompletion } = useUiTexts();
  const language = useLanguage();
  // The alert says what the completion step says next: kept, one step left (one sentence of content/ui.json for both).
  const thanks = `${texts.thanks} ${trialCompletion.saved}`;
  const rules = useMemo<BookingRules>(
    () => ({
      messages: texts,
      // The days without try-outs, and those the studio is closed (its holidays and the days it names).
      blockedDates: [...settings.blockedDates, ...closures.map((day) => day.date)],
      sportIds: settings.sports.map((sport) => sport.id),
      classes,
      openDays: openDays(openingHours),
      language,
    }),
    [texts, settings, classes, openingHours, closures, language],
  );
  const nameField = useRef<HTMLInputElement>(null);
  const [booked, setBooked] = useState<StoredBooking | null>(null);
  const [completion, setCompletion] = useState<Completion | null>(null);
  const names = useMemo(() => ({ sports: settings.sports, classes }), [settings.sports, classes]);

  // The Dialog (a child) has opened by now, so the first field can take the focus.
  useEffect(() => {
    if (open) nameField.current?.focus();
  }, [open, session]);

  // Thanks once the modal has closed (and the focus has gone back to its opener), then how to finish.
  useEffect(() => {
    if (booked && !open) {
      setBooked(null);
      window.alert(thanks);
      setCompletion({ request: trialRequestOf(booked, names, language), createdAt: booked.createdAt, reminded: false });
    }
  }, [booked, open, names, thanks, language]);

  useEffect(() => {
    if (reminder)
      setCompletion({
        request: trialRequestOf(reminder, names, language),
        createdAt: reminder.createdAt,
        reminded: true,
      });
  }, [reminder, names, language]);

  return (
    <>
      <Dialog open={open} onClose={onClose} title={texts.title}>
        <BookingForm
          key={session}
          settings={settings}
          rules={rules}
          classes={classes}
          preset={preset}
          nameField={nameField}
          onCancel={onClose}
          onBooked={(values) => {
            setBooked(values);
            onClose();
          }}
        />
      </Dialog>
      <TrialCompletion
        request={completion?.request ?? null}
        reminded={completion?.reminded}
        onClose={() => setCompletion(null)}
        onSent={() => completion && mark(completion.createdAt, "sentAt")}
        onDismiss={() => {
          if (completion) mark(completion.createdAt, "dismissedAt");
          setCompletion(null);
        }}
      />
    </>
  );
}

interface FormProps {
  settings: BookingSettings;
  rules: BookingRules;
  classes: readonly TrialClass[];
  preset: TrialPreset;
  nameField: React.RefObject<HTMLInputElement>;
  onCancel: () => void;
  onBooked: (booking: StoredBooking) => void;
}

const FIELD_ORDER: BookingField[] = ["name", "email", "sport", "classSlug", "ageGroup", "date"];

function BookingForm({ settings, rules, classes, preset, nameField, onCancel, onBooked }: FormProps) {
  const { trialBooking: texts } = useUiTexts();
  const language = useLanguage();
  // "Today" is the visitor's own date, read again at every change: at the moment of choosing
  // (docs/site.md, "Try-out booking").
  const today = localDateString(new Date());
  const [values, setValues] = useState<BookingValues>(() => initialValues(preset, rules, settings.defaultSport));
  const [submitted, setSubmitted] = useState(false);
  const fields = {
    name: nameField,
    email: useRef<HTMLInputElement>(null),
    sport: useRef<HTMLSelectElement>(null),
    classSlug: useRef<HTMLSelectElement>(null),
    ageGroup: useRef<HTMLSelectElement>(null),
    date: useRef<HTMLInputElement>(null),
  };
  const id = useId();
  const fieldId = (field: BookingField) => `${id}-${field}`;
  const errorId = (field: BookingField) => `${id}-${field}-error`;

  const now = new Date();
  const allErrors = validateBooking(values, rules, today, now);
  // A blocked date, a day the class or studio does not meet (or a course cannot be joined on), or today once its
  // sessions have started, is refused as soon as it is chosen (greyed, submit disabled); the other messages after a
  // first attempt to submit.
  const dateUnavailable = isUnavailableDate(values.date, rules.blockedDates, dateContext(rules, values, now, today));
  const errors: BookingErrors = submitted ? allErrors : dateUnavailable ? { date: allErrors.date } : {};

  const change = (field: BookingField) => (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    const { value } = event.target;
    setValues((current) => changeValue(current, field, value, rules));
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    // Checked against the clock now: the form may have sat open past midnight since it last rendered.
    const errorsNow = validateBooking(values, rules, localDateString(new Date()), new Date());
    const firstInvalid = FIELD_ORDER.find((field) => errorsNow[field]);
    if (firstInvalid) {
      fields[firstInvalid].current?.focus();
      return;
    }
    const booking = bookingRecord(values, new Date(), rules);
    try {
      saveBooking(window.localStorage, booking);
      // This visit has just shown the request: it is offered again on the next one only.
      window.sessionStorage.setItem(REMINDED_SESSION_KEY, booking.createdAt);
    } catch (error) {
      // Storage can be switched off or full; the visitor still gets the confirmation.
      console.warn("The try-out booking could not be kept in this browser", error);
    }
    onBooked(booking);
  };

  const invalidProps = (field: BookingField) =>
    errors[field] ? { "aria-invalid": true, "aria-describedby": errorId(field) } : {};
  const message = (field: BookingField) => (
    <p id={errorId(field)} className={styles.error} aria-live="polite">
      {errors[field]}
    </p>
  );

  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      <p className={styles.price}>
        {fillTemplate(texts.price, { price: formatShekels(settings.priceILS, language) })}{" "}
        <TermsLink section="trial" newTab />
      </p>
      <PrivacyLine why={texts.why} section="trial-form" className={styles.price} />
      <div className={styles.field}>
        <label htmlFor={fieldId("name")}>{texts.name}</label>
        <input
          ref={nameField}
          id={fieldId("name")}
          name="name"
          type="text"
          autoComplete="name"
          required
          value={values.name}
          onChange={change("name")}
          {...invalidProps("name")}
        />
        {message("name")}
      </div>
      <div className={styles.field}>
        <label htmlFor={fieldId("email")}>{texts.email}</label>
        <input
          ref={fields.email}
          id={fieldId("email")}
          name="email"
          type="email"
          dir="ltr"
          autoComplete="email"
          required
          value={values.email}
          onChange={change("email")}
          {...invalidProps("email")}
        />
        {message("email")}
      </div>
      <div className={styles.field}>
        <label htmlFor={fieldId("sport")}>{texts.sport}</label>
        <select
          ref={fields.sport}
          id={fieldId("sport")}
          name="sport"
          value={values.sport}
          onChange={change("sport")}
          {...invalidProps("sport")}
        >
          {settings.sports.map((sport) => (
            <option key={sport.id} value={sport.id}>
              {sport.label}
            </option>
          ))}
        </select>
        {message("sport")}
      </div>
      <ClassFields
        classes={classes}
        values={values}
        refs={{ classSlug: fields.classSlug, ageGroup: fields.ageGroup }}
        fieldId={fieldId}
        onChange={change}
        invalidProps={invalidProps}
        message={message}
      />
      <div className={styles.field}>
        <label htmlFor={fieldId("date")}>{texts.date}</label>
        <input
          ref={fields.date}
          id={fieldId("date")}
          name="date"
          type="date"
          min={today}
          required
          className={dateUnavailable ? styles.unavailable : undefined}
          data-unavailable={dateUnavailable}
          value={values.date}
          onChange={change("date")}
          {...invalidProps("date")}
        />
        {message("date")}
      </div>
      <div className={styles.actions}>
        <button
          type="submit"
          className={styles.submit}
          disabled={dateUnavailable}
          aria-describedby={dateUnavailable ? errorId("date") : undefined}
        >
          {texts.submit}
        </button>
        <button type="button" className={styles.cancel} onClick={onCancel}>
          {texts.cancel}
        </button>
      </div>
    </form>
  );
}

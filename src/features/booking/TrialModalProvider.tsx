import React, { createContext, useCallback, useContext, useEffect, useMemo, useState } from "react";
import { useLazyComponent } from "@/hooks/useLazyComponent";
import { InShownPageTexts } from "@/language/site-texts";
import { lazyModule } from "@/lib/lazy-module";
import type { StoredBooking, TrialPreset } from "./rules";
import { bookingToRemind } from "./stored-bookings";

/** The shared try-out modal state (spec: open ↔ closed, opened and closed from anywhere). */
export interface TrialModalControls {
  isOpen: boolean;
  /**
   * Opens the try-out booking modal set to what the opener knows: a class (with its sport), or a sport, and the age
   * looked for (which picks the class's age group). `fallbackHref` is where to go instead if the form's code cannot be
   * fetched (e.g. the opener's own link).
   */
  openTrialModal: (preset?: TrialPreset, fallbackHref?: string) => void;
  closeTrialModal: () => void;
}

const TrialModalContext = createContext<TrialModalControls | null>(null);

/** The controls, or null outside the provider (a component then keeps its no-JavaScript behaviour). */
export const useTrialModal = (): TrialModalControls | null => useContext(TrialModalContext);

// The booking form is not part of any page's first load: its code is fetched when a visitor shows the intent
// (hovering or focusing an opener) or, at the latest, when the modal opens.
export const preloadTrialModal = lazyModule(() => import("./TrialBookingModal/TrialBookingModal"));
const loadTrialModal = () => preloadTrialModal().then((module) => module.TrialBookingModal);

interface State {
  open: boolean;
  preset: TrialPreset;
  /** Counts the openings: each one starts a fresh form, with today's date read at that moment. */
  session: number;
}

/**
 * Holds the try-out modal state for the whole app and mounts the modal, on every page, once it is first opened, or
 * when a request kept from an earlier visit was never sent (stored-bookings.ts, bookingToRemind).
 */
export function TrialModalProvider({ children }: { children: React.ReactNode }) {
  const [state, setState] = useState<State>({ open: false, preset: {}, session: 0 });
  const [Modal, mountModal] = useLazyComponent(loadTrialModal);
  const [reminder, setReminder] = useState<StoredBooking | null>(null);

  // A try-out request kept in this browser and never sent is offered again once a visit, on whatever page it starts.
  useEffect(() => {
    const unsent = bookingToRemind<StoredBooking>(window.localStorage, window.sessionStorage, new Date());
    if (!unsent) return;
    mountModal()
      .then(() => setReminder(unsent))
      .catch((error: unknown) => console.warn("The kept try-out request could not be offered again", error));
  }, [mountModal]);

  const closeTrialModal = useCallback(() => {
    setState((current) => (current.open ? { ...current, open: false } : current));
  }, []);

  const openTrialModal = useCallback(
    (preset: TrialPreset = {}, fallbackHref?: string) => {
      setState((current) => ({ open: true, preset, session: current.session + 1 }));
      mountModal().catch((error: unknown) => {
        console.warn("The try-out booking form could not be loaded", error);
        closeTrialModal();
        if (fallbackHref) window.location.assign(fallbackHref);
      });
    },
    [closeTrialModal, mountModal],
  );

  const controls = useMemo(
    () => ({ isOpen: state.open, openTrialModal, closeTrialModal }),
    [state.open, openTrialModal, closeTrialModal],
  );

  return (
    <TrialModalContext.Provider value={controls}>
      {children}
      {Modal && (
        <InShownPageTexts>
          <Modal
            open={state.open}
            preset={state.preset}
            session={state.session}
            onClose={closeTrialModal}
            reminder={reminder}
          />
        </InShownPageTexts>
      )}
    </TrialModalContext.Provider>
  );
}

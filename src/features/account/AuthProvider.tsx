import React, { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import type { SessionUser } from "@/firebase/auth";
import { useLazyComponent } from "@/hooks/useLazyComponent";
import { InShownPageTexts } from "@/language/site-texts";
import { lazyModule } from "@/lib/lazy-module";
import { recoverFromChunkError } from "@/lib/chunk-recovery";
import { withAnswerTimeout } from "./answer-timeout";
import { endSessionCheck, hasSessionMarker, setSessionMarker } from "./session-marker";

/**
 * "unknown" until the browser knows: on the server and in the first render (so hydration matches), and while
 * the Firebase code loads for a visitor who may be signed in.
 */
type AuthStatus = "unknown" | "signed-out" | "signed-in";

interface AuthContextValue {
  status: AuthStatus;
  user: SessionUser | null;
  /** Loads the Firebase code (once) and subscribes to auth state changes. */
  connect: () => void;
  /** Rejects with the provider's error, or NO_ANSWER_CODE after 10 s without an answer (answer-timeout.ts). */
  signIn: (email: string, password: string) => Promise<SessionUser>;
  signOut: () => Promise<void>;
  /** Opens the login modal, which this provider mounts and feeds (it imports nothing of the provider's). */
  openLogin: () => void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/** The Firebase auth module, imported on first need only: it is never part of the first-load JavaScript. */
const loadAuth = () => import(/* webpackChunkName: "firebase-auth" */ "@/firebase/auth");

/** The login modal's code (form, error sentences) is fetched the first time it opens, not with the first page load. */
const loadLoginModal = lazyModule(() =>
  import(/* webpackChunkName: "login-modal" */ "./LoginModal").then((module) => module.LoginModal),
);

/**
 * Holds the current user (or null) for the whole app and whether the login modal is open, and mounts the modal,
 * on every page, once it is first opened (it then stays mounted, so that the <dialog> can return focus).
 */
export function AuthProvider({ children }: { children: React.ReactNode }) {
  const [user, setUser] = useState<SessionUser | null>(null);
  const [status, setStatus] = useState<AuthStatus>("unknown");
  const [loginOpen, setLoginOpen] = useState(false);
  const subscription = useRef<Promise<unknown> | null>(null);
  const [LoginModal, mountLoginModal] = useLazyComponent(loadLoginModal);

  const connect = useCallback(() => {
    subscription.current ??= loadAuth()
      .then(({ watchUser }) =>
        watchUser((current) => {
          setUser(current);
          setStatus(current ? "signed-in" : "signed-out");
          if (!current) setSessionMarker(false);
        }),
      )
      .catch((error: unknown) => {
        // Firebase unreachable: the site goes on as for a visitor who is signed out.
        console.warn("Could not load the sign-in service", error);
        subscription.current = null;
        setStatus((current) => (current === "unknown" ? "signed-out" : current));
      });
  }, []);

  // A page that needs the answer (/user-area, /admin) may already have connected: its effects run before this
  // one. Then the answer is on its way, and "signed out" without asking would be a guess.
  useEffect(() => {
    if (hasSessionMarker()) connect();
    else if (!subscription.current) setStatus((current) => (current === "unknown" ? "signed-out" : current));
  }, [connect]);

  useEffect(() => {
    if (status !== "unknown") endSessionCheck();
  }, [status]);

  const signIn = useCallback(async (email: string, password: string) => {
    const signedIn = await withAnswerTimeout(loadAuth().then((firebaseAuth) => firebaseAuth.signIn(email, password)));
    setSessionMarker(true);
    setUser(signedIn);
    setStatus("signed-in");
    return signedIn;
  }, []);

  /** The password-reset e-mail, for the login modal; rejects as signIn does (user-not-found included). */
  const resetPassword = useCallback(
    (email: string) => withAnswerTimeout(loadAuth().then((firebaseAuth) => firebaseAuth.sendPasswordReset(email))),
    [],
  );

  const signOut = useCallback(async () => {
    const firebaseAuth = await loadAuth();
    await firebaseAuth.signOutUser();
    setSessionMarker(false);
    setUser(null);
    setStatus("signed-out");
  }, []);

  const openLogin = useCallback(() => {
    connect();
    setLoginOpen(true);
    mountLoginModal().catch((error: unknown) => {
      // A file of a newer deploy, or a dropped connection: reload once, then say so (lib/chunk-recovery.ts).
      if (!recoverFromChunkError(error)) console.warn("The login form could not be loaded", error);
      setLoginOpen(false);
    });
  }, [connect, mountLoginModal]);
  const closeLogin = useCallback(() => setLoginOpen(false), []);

  const value = useMemo(
    () => ({ status, user, connect, signIn, signOut, openLogin }),
    [status, user, connect, signIn, signOut, openLogin],
  );
  return (
    <AuthContext.Provider value={value}>
      {children}
      {LoginModal && (
        <InShownPageTexts>
          <LoginModal open={loginOpen} onClose={closeLogin} signIn={signIn} resetPassword={resetPassword} />
        </InShownPageTexts>
      )}
    </AuthContext.Provider>
  );
}

export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  if (!context) throw new Error("useAuth must be used inside AuthProvider (src/gatsby/render/wrap-root-element.tsx)");
  return context;
}

import { act } from "@testing-library/react";
import type { SessionUser } from "@/firebase/auth";

type Listener = (user: SessionUser | null) => void;
let listener: Listener | null = null;

/**
 * Stands in for src/firebase/auth (the module that imports the Firebase SDK) in component tests:
 * `jest.mock("@/firebase/auth", () => jest.requireActual("@/test-fixtures/fake-auth").fakeAuth)`.
 */
export const fakeAuth = {
  watchUser: jest.fn((callback: Listener) => {
    listener = callback;
    return Promise.resolve(() => {
      listener = null;
    });
  }),
  signIn: jest.fn((email: string, _password: string) =>
    Promise.resolve<SessionUser>({ uid: "uid-1", email, verifiedEmail: email }),
  ),
  signOutUser: jest.fn(() => Promise.resolve()),
  sendPasswordReset: jest.fn((_email: string) => Promise.resolve()),
};

/** What Firebase reports to the subscriber: the saved session it found, or a sign-in or sign-out elsewhere. */
export const reportUser = (user: SessionUser | null) => act(() => listener?.(user));

export const resetFakeAuth = () => {
  listener = null;
  Object.values(fakeAuth).forEach((mock) => mock.mockClear());
};

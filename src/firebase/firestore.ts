import {
  initializeFirestore,
  persistentLocalCache,
  persistentMultipleTabManager,
  type Firestore,
} from "firebase/firestore";
import { firebaseApp } from "./app";

let ready: Promise<Firestore> | undefined;

/** Firestore with the persistent offline cache shared by all tabs, created once on first need. */
export function firestore(): Promise<Firestore> {
  ready ??= firebaseApp().then((app) =>
    initializeFirestore(app, { localCache: persistentLocalCache({ tabManager: persistentMultipleTabManager() }) }),
  );
  return ready;
}

import { getStorage, type FirebaseStorage } from "firebase/storage";
import { firebaseApp } from "./app";
import { buildEnv, firebaseSettings } from "@/lib/firebase-settings";

let ready: Promise<FirebaseStorage> | undefined;

/**
 * Storage on the configured bucket (GATSBY_FIREBASE_STORAGE_BUCKET, else `storageBucket` in content/site.json),
 * created once on first need.
 */
export function storage(contentBucket?: string | null): Promise<FirebaseStorage> {
  ready ??= firebaseApp().then((app) => {
    const bucket = firebaseSettings(buildEnv(), contentBucket).options.storageBucket;
    return bucket ? getStorage(app, `gs://${bucket.replace(/^gs:\/\//, "")}`) : getStorage(app);
  });
  return ready;
}

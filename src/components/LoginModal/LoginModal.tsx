import { lazy, Suspense, useEffect, useState } from "react";
import { useAuth } from "../../providers/AuthProvider";

/** The modal's code (form, error sentences) is fetched the first time it opens, not with the first page load. */
const LoginModalForm = lazy(() => import(/* webpackChunkName: "login-modal" */ "./LoginModalForm"));

/** The login modal, mounted once it has been opened and kept mounted, so that the <dialog> can return focus. */
export function LoginModal() {
  const { loginOpen } = useAuth();
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    if (loginOpen) setWanted(true);
  }, [loginOpen]);
  if (!wanted && !loginOpen) return null;
  return (
    <Suspense fallback={null}>
      <LoginModalForm />
    </Suspense>
  );
}

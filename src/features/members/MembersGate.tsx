import React, {lazy, Suspense, type ReactNode} from 'react';
import {useHistory, useLocation} from '@docusaurus/router';
import {useAuth} from '@site/src/features/auth/AuthProvider';
import {isMembersPath} from '@site/src/features/auth/membersPath';
import LoadingOverlay from './LoadingOverlay';

// Only members paths show the dialog, and only once the auth state is known, so
// it stays out of the bundle every page loads.
const SignInModal = lazy(() => import('./SignInModal'));

/**
 * On /members and /tai-nguyen: a loading overlay while the auth state arrives,
 * then the sign-in dialog (page content hidden) unless a user with an email is
 * signed in. Other paths pass straight through.
 */
export default function MembersGate({children}: {children: ReactNode}): ReactNode {
  const {pathname} = useLocation();
  const history = useHistory();
  const {status, user, signIn} = useAuth();

  if (!isMembersPath(pathname)) {
    return children;
  }
  if (status === 'signedIn' && user?.email) {
    return children;
  }
  const goBack = () => {
    if (window.history.length > 1) {
      history.goBack();
    } else {
      history.replace('/');
    }
  };
  return (
    <>
      <div hidden>{children}</div>
      {status === 'loading' ? (
        <LoadingOverlay />
      ) : (
        <Suspense fallback={<LoadingOverlay />}>
          <SignInModal onSignIn={() => void signIn()} onBack={goBack} />
        </Suspense>
      )}
    </>
  );
}

import React, {type ReactNode} from 'react';
import {AuthProvider} from '@site/src/features/auth/AuthProvider';
import MembersGate from '@site/src/features/members/MembersGate';

/** Wraps the whole app: auth state for everyone, the sign-in gate on members paths. */
export default function Root({children}: {children: ReactNode}): ReactNode {
  return (
    <AuthProvider>
      <MembersGate>{children}</MembersGate>
    </AuthProvider>
  );
}

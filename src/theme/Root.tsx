import React, {type ReactNode} from 'react';
import {AuthProvider} from '@site/src/features/auth/AuthProvider';
import MembersGate from '@site/src/features/members/MembersGate';
import LearningSpaceSync from '@site/src/features/learning-space/LearningSpaceSync';

/** Wraps the whole app: auth state for everyone, the sign-in gate on members paths, the learning space's sync for members. */
export default function Root({children}: {children: ReactNode}): ReactNode {
  return (
    <AuthProvider>
      <LearningSpaceSync />
      <MembersGate>{children}</MembersGate>
    </AuthProvider>
  );
}

/**
 * Where a page shows the reminder settings: nothing for a visitor who has not signed in, and
 * the form, in a chunk of its own, for a member, so /on-tap's readers download none of it.
 */
import React, {lazy, Suspense, type ReactNode} from 'react';
import {useAuth} from '../auth/AuthProvider';

const ReminderSettings = lazy(() => import('./ReminderSettings'));

export default function ReminderSettingsSlot(): ReactNode {
  const {status} = useAuth();
  if (status !== 'signedIn') return null;
  return (
    <Suspense fallback={null}>
      <ReminderSettings />
    </Suspense>
  );
}

import {
  activityThrottleMs,
  inactivityCheckIntervalMs,
  inactivityCountdownMs,
  inactivityExemptPaths,
  inactivityTimeoutMs,
} from '@medivi/domain';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '../../lib/paths';
import { useAppDispatch, useAppSelector, useAppStore } from '../../lib/hooks';
import { useKeepSessionAliveMutation } from './auth-api';
import { activityRecorded, selectLastActivityAt, selectSessionStatus } from './session-slice';

// The warning's dialog (and the modal code it needs) loads the first time the warning is due.
const TimeoutDialog = lazy(async () => ({ default: (await import('./timeout-dialog')).TimeoutDialog }));

/** Events that count as activity; scroll is caught in the capture phase to see inner scrollers. */
const activityEvents = ['click', 'keydown', 'scroll'] as const;

/**
 * Inactivity timeout (accounts spec §4 Inactivity). Activity (click, key, scroll; at most once
 * per 60 s) and the tab becoming visible refresh the last-activity time and call keep-alive.
 * Every second, while signed in and off the exempt paths, the idle time is checked: at 840 s the
 * Session Timeout dialog opens and counts 60 s down, then the app goes to /logout. While the
 * dialog shows, only its buttons count. Time comes from `Date.now()` and timers alone.
 */
export function InactivityWatcher() {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const status = useAppSelector(selectSessionStatus);
  const lastActivityAt = useAppSelector(selectLastActivityAt);
  const [keepSessionAlive] = useKeepSessionAliveMutation();
  const [now, setNow] = useState<number | null>(null);

  const isLoggedIn = status === 'loggedIn';
  const isWatching = isLoggedIn && pathname !== paths.logout && !inactivityExemptPaths.includes(pathname);
  const idleMs = now === null || lastActivityAt === null ? 0 : now - lastActivityAt;
  const isTimingOut = isWatching && idleMs >= inactivityTimeoutMs;
  const msLeft = inactivityTimeoutMs + inactivityCountdownMs - idleMs;
  const hasTimedOut = isTimingOut && msLeft <= 0;

  const isDialogShowingRef = useRef(false);
  useEffect(() => {
    isDialogShowingRef.current = isTimingOut;
  }, [isTimingOut]);

  const recordActivity = useCallback(() => {
    dispatch(activityRecorded(Date.now()));
    void keepSessionAlive(undefined);
  }, [dispatch, keepSessionAlive]);

  useEffect(() => {
    if (!isLoggedIn) return;
    const onActivity = () => {
      const last = selectLastActivityAt(store.getState());
      if (isDialogShowingRef.current || last === null) return;
      if (Date.now() - last >= activityThrottleMs) recordActivity();
    };
    const onVisibilityChange = () => {
      if (document.visibilityState === 'visible' && !isDialogShowingRef.current) recordActivity();
    };
    for (const type of activityEvents)
      window.addEventListener(type, onActivity, { capture: true, passive: true });
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      for (const type of activityEvents) window.removeEventListener(type, onActivity, { capture: true });
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, [isLoggedIn, recordActivity, store]);

  useEffect(() => {
    if (!isWatching) return;
    const timer = window.setInterval(() => {
      setNow(Date.now());
    }, inactivityCheckIntervalMs);
    return () => {
      window.clearInterval(timer);
    };
  }, [isWatching]);

  useEffect(() => {
    if (hasTimedOut) void navigate(paths.logout);
  }, [hasTimedOut, navigate]);

  const logOff = useCallback(() => void navigate(paths.logout), [navigate]);

  // Kept once shown, so that the dialog closes with its transition.
  const [hasWarned, setHasWarned] = useState(false);
  if (isTimingOut && !hasWarned) setHasWarned(true);
  if (!hasWarned) return null;
  return (
    <Suspense fallback={null}>
      <TimeoutDialog
        isOpen={isTimingOut && !hasTimedOut}
        secondsLeft={Math.max(0, Math.ceil(msLeft / 1000))}
        onStay={recordActivity}
        onLogOff={logOff}
      />
    </Suspense>
  );
}

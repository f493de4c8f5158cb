import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../lib/paths';
import { LoadingPage } from '../../components/loading-text';
import { api } from '../../lib/api';
import { useAppDispatch } from '../../lib/hooks';
import { useLogoutMutation } from './auth-api';

/**
 * `/logout` (accounts spec §2): ends the session on the server, clears what the client holds
 * (storage except the full name, every slice, the API cache), then goes to /login. The call runs
 * once even when React mounts the page twice in development.
 */
export function LogoutPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [logout] = useLogoutMutation();
  const hasStarted = useRef(false);

  useEffect(() => {
    if (hasStarted.current) return;
    hasStarted.current = true;
    void logout(undefined).then(() => {
      dispatch(api.util.resetApiState());
      return navigate(paths.login, { replace: true });
    });
  }, [dispatch, logout, navigate]);

  return <LoadingPage />;
}

export default LogoutPage;

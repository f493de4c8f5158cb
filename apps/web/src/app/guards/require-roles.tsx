import Typography from '@mui/material/Typography';
import { hasAnyRole, messages, type RoleName } from '@medivi/domain';
import { Outlet } from 'react-router';
import { selectCurrentUser } from '../../features/auth/session-slice';
import { useAppSelector } from '../../lib/hooks';
import { useVariant } from '../../lib/variant';

/**
 * Role gate inside the signed-in layout (accounts spec §2 role-gated routes): the page shows
 * when the user holds any of `anyOf` in the app's variant (`medivi-read`, `claims-read`…),
 * otherwise 'Unauthorized: check roles needed for access'. The server enforces the same rule.
 */
export function RequireRoles({ anyOf }: { anyOf: readonly RoleName[] }) {
  const user = useAppSelector(selectCurrentUser);
  const variant = useVariant();
  if (user === null || !hasAnyRole(user.roles, variant, anyOf)) {
    return (
      <Typography variant="h2" component="h1" sx={{ p: 3 }}>
        {messages.unauthorizedRoute}
      </Typography>
    );
  }
  return <Outlet />;
}

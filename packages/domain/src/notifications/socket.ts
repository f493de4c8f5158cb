/** Most ids one subscribe message may name (a member and his dependents, or a client's plans). */
export const maxSubscriptionIds = 200;

/**
 * Close codes of the socket (private range 4000–4999): the session ended or was never there, the
 * user may not have notifications, or a message broke the protocol. The browser does not
 * reconnect after these three; it does after any other close.
 */
export const socketCloseCodes = {
  sessionEnded: 4401,
  forbidden: 4403,
  badMessage: 4400,
} as const;

/**
 * Close code when an administrator added or removed one of the user's roles (analysis-reports-admin
 * spec §7 add-role / remove-role; docs/decisions/0100). Not in `socketCloseCodes`: the browser
 * reconnects, and the upgrade checks the new roles (403 when none allows notifications any more).
 */
export const socketRolesChangedCloseCode = 4409;

/** Largest message the server accepts on the socket, bytes (a subscribe naming 200 long ids fits). */
export const maxSocketMessageBytes = 64 * 1024;

/**
 * How long the server waits for the first subscribe message after the socket opened, ms; then it
 * sends `error` and closes with `badMessage`.
 */
export const socketSubscribeTimeoutMs = 5_000;

/**
 * Most sockets one user may hold open on one server process (docs/decisions/0086). Ten is more
 * than anyone keeps tabs and browsers open, and small enough that a single account cannot tie up
 * a process's memory and delivery work with sockets. The count is per process: behind a load
 * balancer with P processes one user holds at most P × this. Upgrades beyond it answer 429.
 */
export const maxSocketsPerUser = 10;

/**
 * Upgrade attempts one user may make per `socketUpgradeWindowSeconds`, counted in the shared
 * `rate_limits` table (docs/decisions/0086). A browser opens one socket per tab and, after a drop,
 * retries at most once a second, backing off to once every 10 s, so even ten tabs reconnecting
 * after a restart stay far below it; a script reopening sockets in a loop does not. Attempts
 * beyond it answer 429 until the window ends.
 */
export const socketUpgradesPerWindow = 30;

/** The window of `socketUpgradesPerWindow`, seconds. */
export const socketUpgradeWindowSeconds = 60;

/** Texts of `error` messages and refused upgrades of the socket (docs/decisions/0073, 0086). */
export const socketMessages = {
  subscribeTimeout: 'No subscribe message arrived in time.',
  badMessage: 'The message is not a valid subscribe message.',
  wrongUserType: "This userType does not match the account's roles.",
  foreignOrigin: 'This origin may not open the notifications socket.',
  notAllowed: 'Notifications are only for case members and client viewers.',
  sessionEnded: 'The session ended.',
  rolesChanged: 'Your roles changed; reconnect to be checked again.',
  serverClosing: 'The server is restarting.',
  tooManySockets:
    'Too many notification connections are open for this account. Close a tab or window and try again.',
} as const;

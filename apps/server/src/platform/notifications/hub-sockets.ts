import { type Connection, SocketCounts } from './hub-connection.js';

/**
 * The open sockets of one process, by user, with each user's count against the per-process cap
 * (docs/decisions/0073, 0086). Bookkeeping only: the hub sends, closes and delivers.
 */
export class HubSockets {
  private readonly open = new Set<Connection>();
  /** Subscribed sockets by owner, for routing a bus message that names users. */
  private readonly byUser = new Map<string, Set<Connection>>();
  /** Per user: open sockets plus places reserved for upgrades in progress. */
  readonly counts: SocketCounts;

  /** @param cap Most sockets (open or reserved) one user may hold in this process. */
  constructor(cap: number) {
    this.counts = new SocketCounts(cap);
  }

  get size(): number {
    return this.open.size;
  }

  has(conn: Connection): boolean {
    return this.open.has(conn);
  }

  /** The open sockets now (a copy: closing some while going through it is safe). */
  all(): Connection[] {
    return [...this.open];
  }

  /** The subscribed sockets of `userId`. */
  ofUser(userId: string): readonly Connection[] {
    return [...(this.byUser.get(userId) ?? [])];
  }

  /** A socket just accepted: counted against its owner's cap. */
  add(conn: Connection): void {
    this.open.add(conn);
    this.counts.change(conn.owner.userId, 1);
  }

  /** A socket that subscribed: found from now on by its owner's id. */
  index(conn: Connection): void {
    let set = this.byUser.get(conn.owner.userId);
    if (set === undefined) {
      set = new Set();
      this.byUser.set(conn.owner.userId, set);
    }
    set.add(conn);
  }

  /**
   * Forgets `conn` and gives its place back. A socket is ended by several paths (close event,
   * refuse, drop), so this counts it out once.
   * @returns false when it was already gone.
   */
  remove(conn: Connection): boolean {
    if (!this.open.delete(conn)) return false;
    this.counts.change(conn.owner.userId, -1);
    const set = this.byUser.get(conn.owner.userId);
    set?.delete(conn);
    if (set?.size === 0) this.byUser.delete(conn.owner.userId);
    return true;
  }
}

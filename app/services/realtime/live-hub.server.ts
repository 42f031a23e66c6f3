import { sharedSlot } from "~/utils/singleton.server";

/**
 * The live channel as the ticket services see it. The Socket.IO server (server/socket) installs
 * the real one at start; without it (a unit test, a script) every publish is a no-op. It is a
 * shared slot because the Express wrapper and the Remix server build are separate module graphs,
 * and a reply posted by a form without JavaScript must reach the live desks all the same.
 */
export interface LiveHub {
  /** Sends one event to every socket in any of the rooms (each socket once), but none in `except`. */
  emit(rooms: string[], event: string, payload: unknown, except?: string[]): void;
  /** The ids of the users with a socket in a room, across every instance. */
  usersIn(room: string): Promise<number[]>;
  /** The ids of the users with a socket that has this ticket open right now. */
  viewersOf(ticketId: number): Promise<number[]>;
  /** Disconnects every socket of a user (blocked, or all sessions ended). */
  disconnectUser(userId: number): void;
  /** Disconnects the sockets of one session (logout), on every instance; the user's others stay. */
  disconnectSession(sessionHash: string): void;
}

/** Room names: one per user, one per session, one for all staff, one for owners. */
export const rooms = {
  user: (id: number) => `user:${id}`,
  /** By the session id's hash as stored, never the id itself (room names travel over Redis). */
  session: (sessionHash: string) => `session:${sessionHash}`,
  staff: "staff",
  owners: "owners",
  viewing: (ticketId: number) => `viewing:${ticketId}`,
};

const current = sharedSlot<LiveHub>("liveHub");

/** Installs (or removes) the process's live hub. */
export function setLiveHub(hub: LiveHub | undefined) {
  current.set(hub);
}

/** The process's live hub, if the socket server runs. */
export function liveHub(): LiveHub | undefined {
  return current.get();
}

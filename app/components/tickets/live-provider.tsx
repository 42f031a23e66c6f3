import { useNavigate, useRevalidator } from "@remix-run/react";
import { createContext, useContext, useEffect, useMemo, useRef, useState } from "react";
import type { io as Io } from "socket.io-client";
import type { ServerToClientEvents } from "~/utils/ticket-events";
import { SOCKET_PATH } from "~/utils/ticket-events";
import type { TicketLiveClient, TicketClientSocket } from "~/utils/ticket-live-client";
import type * as PushClient from "./push-client";
import type { TicketRemoval } from "~/utils/desk-tabs";
import { parseOpenTickets, type NotificationCounters } from "~/utils/tickets";
import { useLocalize } from "~/utils/use-lang";

export type ConnectionState = "connecting" | "connected" | "offline";

interface LiveTickets {
  client: TicketLiveClient | null;
  state: ConnectionState;
  counters: NotificationCounters | null;
}

const LiveContext = createContext<LiveTickets>({ client: null, state: "offline", counters: null });

/** SPEC §9: reconnect after 300 ms, backing off to at most 1000 ms. */
const RECONNECT = { reconnectionDelay: 300, reconnectionDelayMax: 1000 };

/**
 * The live socket of a signed-in browser (SPEC §4.3: it connects on sign-in and disconnects on
 * sign-out): counters, connection state and the thread client for the ticket pages. Without
 * JavaScript none of this runs and the pages work by form posts and reloads.
 */
export function LiveTicketsProvider({
  userId,
  initialCounters,
  children,
}: {
  userId: number | null;
  initialCounters: NotificationCounters | null;
  children: React.ReactNode;
}) {
  const [client, setClient] = useState<TicketLiveClient | null>(null);
  const [state, setState] = useState<ConnectionState>("offline");
  const [counters, setCounters] = useState(initialCounters);
  const navigate = useNavigate();
  const localize = useLocalize();
  const navigateRef = useRef({ navigate, localize });
  navigateRef.current = { navigate, localize };

  useEffect(() => setCounters(initialCounters), [initialCounters]);

  useEffect(() => {
    if (!userId) return;
    let cancelled = false;
    let stop: (() => void) | null = null;
    setState("connecting");
    // The socket client, the thread client and the notification sound are fetched only for
    // signed-in visitors: anonymous pages never load them.
    void Promise.all([
      import("socket.io-client"),
      import("~/utils/ticket-live-client"),
      import("./push-client"),
    ]).then(([{ io }, { TicketLiveClient }, push]) => {
      if (cancelled) return;
      stop = connect(io, TicketLiveClient, push, userId);
    });
    return () => {
      cancelled = true;
      stop?.();
      setClient(null);
      setState("offline");
    };
  }, [userId]);

  function connect(
    io: typeof Io,
    LiveClient: typeof TicketLiveClient,
    { playNotifySound, resumePush }: typeof PushClient,
    userId: number,
  ) {
    const socket: TicketClientSocket = io({
      path: SOCKET_PATH,
      transports: ["websocket", "polling"],
      ...RECONNECT,
    });
    const live = new LiveClient(socket);
    setClient(live);
    socket.on("connect", () => {
      setState("connected");
      socket.emit("request-notifications");
    });
    socket.on("disconnect", () => setState(socket.active ? "connecting" : "offline"));
    socket.on("connect_error", () => setState(socket.active ? "connecting" : "offline"));
    socket.on("send-notifications", setCounters);
    // A message from someone else on a ticket this tab does not show: the notification sound.
    socket.on("receive-message", ({ message }) => {
      const shown = document.querySelector(`[data-ticket-thread="${message.ticketId}"]`);
      if (message.author?.id !== userId && (!shown || document.hidden)) playNotifySound();
    });
    void resumePush().catch(() => undefined);
    socket.on("redirect-to", ({ page, to, ticketId }) =>
      navigateRef.current.navigate(navigateRef.current.localize(`/profile/${page}/${to}?ticket=${ticketId}`)),
    );
    return () => {
      live.dispose();
      socket.disconnect();
    };
  }

  const value = useMemo(() => ({ client, state, counters }), [client, state, counters]);
  return <LiveContext.Provider value={value}>{children}</LiveContext.Provider>;
}

export function useLiveTickets() {
  return useContext(LiveContext);
}

/** The ticket an event is about, when it names one. */
function ticketIdOf(payload: unknown): number | undefined {
  const p = payload as { ticketId?: number; ticket?: { id: number } } | undefined;
  return p?.ticketId ?? p?.ticket?.id;
}

/**
 * Reloads the page's data (lists, statuses, unread counts as stored) when any of the events
 * arrives, batching bursts: the lists stay exactly what the server would render. With `ticketId`
 * only events about that ticket count. The root loader sits this out (root.tsx
 * `shouldRevalidate`): the counters it holds arrive on the socket.
 */
export function useRevalidateOn(
  events: (keyof ServerToClientEvents)[],
  { ticketId }: { ticketId?: number } = {},
) {
  const { client } = useLiveTickets();
  const { revalidate } = useRevalidator();
  const key = events.join(",");
  useEffect(() => {
    const socket = client?.socket;
    if (!socket || !key) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(revalidate, 120);
    };
    const onEvent = (payload?: unknown) => {
      if (ticketId === undefined || ticketIdOf(payload) === ticketId) schedule();
    };
    const names = key.split(",") as (keyof ServerToClientEvents)[];
    for (const name of names) socket.on(name, onEvent as never);
    // A reconnect may have missed events: reload once.
    socket.io.on("reconnect", schedule);
    return () => {
      clearTimeout(timer);
      for (const name of names) socket.off(name, onEvent as never);
      socket.io.off("reconnect", schedule);
    };
  }, [client, key, ticketId, revalidate]);
}

/**
 * SPEC §4.2: when a ticket leaves the list on screen (the removal events this list listens to),
 * its id is dropped from `?ticket=`, so its open thread closes with it.
 */
export function useDropRemovedTickets(removals: TicketRemoval[]) {
  const { client } = useLiveTickets();
  const navigate = useNavigate();
  const key = JSON.stringify(removals);
  useEffect(() => {
    const socket = client?.socket;
    const wanted = JSON.parse(key) as TicketRemoval[];
    if (!socket || !wanted.length) return;
    const drop = (ticketId: number) => {
      // The address as it is now, not as it was when this effect ran.
      const url = new URL(window.location.href);
      const open = parseOpenTickets(url.searchParams.get("ticket"));
      if (!open.includes(ticketId)) return;
      const kept = open.filter((id) => id !== ticketId);
      if (kept.length) url.searchParams.set("ticket", kept.join(","));
      else url.searchParams.delete("ticket");
      const search = url.searchParams.toString().replaceAll("%2C", ",");
      navigate(`${url.pathname}${search ? `?${search}` : ""}`, { replace: true, preventScrollReset: true });
    };
    const handlers = wanted.map((removal) => {
      const handler = (payload: { ticketId: number; list?: string }) => {
        if (removal.event === "remove-ticket" && payload.list !== removal.list) return;
        drop(payload.ticketId);
      };
      socket.on(removal.event, handler as never);
      return () => socket.off(removal.event, handler as never);
    });
    return () => handlers.forEach((off) => off());
  }, [client, key, navigate]);
}

/**
 * The methods a route takes, when its loader and action do not say it all (server/methods.ts
 * reads them from the route module's `handle`). Without one: GET and HEAD with a loader or a
 * page, POST with an action. `"any"` hands every method to the route (the 404 routes).
 */
export type RouteMethodList = readonly string[] | "any";

export interface MethodsHandle {
  methods?: RouteMethodList | ((params: Record<string, string | undefined>) => RouteMethodList);
}

/** `handle` of a route module that declares its methods. */
export const routeMethods = (methods: NonNullable<MethodsHandle["methods"]>): MethodsHandle => ({ methods });

/** An owner-API collection (games, accounts, articles): the list takes new entries, an entry its changes and removal. */
export const entityRouteMethods = routeMethods((params) =>
  params.id === undefined ? ["GET", "POST"] : ["GET", "PATCH", "DELETE"],
);

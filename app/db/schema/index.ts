export * from "./common";
export * from "./catalogue";
export * from "./users";
export * from "./tickets";
export * from "./commerce";
export * from "./assistant";
export * from "./settings";
export * from "./audit";

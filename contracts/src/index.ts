export * from "./errors"
export * from "./ids"
export * from "./pagination"
export * from "./system"

export * from "./address-components"
export * from "./google-places"
export * from "./maps-service"

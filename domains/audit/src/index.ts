export { type ErasureCommand, erasureDecider } from "./erasure.decide"
export { type RevealEvent, type RevealState, revealStreamId } from "./reveal"
export { type RevealCommand, revealDecider } from "./reveal.decide"
export { type AuditService, createAuditService } from "./service"

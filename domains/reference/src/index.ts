export { type ReferenceItem, type ReferenceListEvent, referenceListStreamId } from "./reference-list"
export { type ReferenceListCommand, referenceListDecider } from "./reference-list.decide"
export { createReferenceService, type ReferenceService } from "./service"

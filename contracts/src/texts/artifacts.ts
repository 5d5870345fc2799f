/** User-visible texts of services, products and use cases (spec 02 §2, §5, §8 verbatim where it has them). */

/**
 * How each kind is named in messages: 'Service deleted', 'Successfully submitted listing service'; a tab
 * that cannot load says 'Error loading services/Use Cases/products' as spec 02 §8 spells them.
 */
export const artifactNames = {
  service: { one: "service", title: "Service", many: "services", loading: "services" },
  product: { one: "product", title: "Product", many: "products", loading: "products" },
  use_case: { one: "use case", title: "Use Case", many: "use cases", loading: "Use Cases" },
} as const

type Kind = keyof typeof artifactNames

export const artifactMessages = {
  minimumTwo: "Must be a minimum of 2 characters",
  descriptionMinimum: "Must be at least 2 characters",
  invalidUrl: "Invalid url",
  invalidDate: "Invalid date",
  endBeforeStart: "End date must be on or after the start date",
  fileRequired: "required",
  fileTooLarge: "10MB filesize limit",
  /** A file whose name or content is none of the accepted types (spec 02 §5), or whose content is not what its name says. */
  fileType:
    "Accepted files: gif, jpeg, png, svg, pdf, doc, docm, docx, csv, xlsx, xlsb, xls, xlsm, txt, ppt, pptm, pptx",
  fileUnsafe: "This SVG carries script or external references and cannot be uploaded.",
  unknownItem: "is not part of this artifact",
  notForKind: "does not apply to this kind of artifact",
  unknownTechnologyType: "is not in the list",
  empty: (kind: Kind) => `There are no ${artifactNames[kind].many} to display`,
  loadError: (kind: Kind) => `Error loading ${artifactNames[kind].loading} - please reload`,
  deleted: (kind: Kind) => `${artifactNames[kind].title} deleted`,
  deleteFailed: (kind: Kind) => `Could not delete ${artifactNames[kind].one} - please reload and try again`,
  confirmDelete: (name: string) => `Are you sure you want to delete ${name}?`,
  unsupported: (type: string) => `Unsupported listing artifact of type ${type}`,
  unableToGet: (type: string) => `Unable to get ${type} data; please try again later`,
  populateFailed: (type: string) => `Failed to populate ${type}. Please try again later`,
  unableToLoad: (artifact: string) =>
    `Unable to load data for listing ${artifact} - please reload and try again.`,
  unableToSubmit: (method: string, artifact: string) =>
    `Unable to submit ${method} listing ${artifact} form at the moment, please try again later.`,
  submitted: (artifact: string) => `Successfully submitted listing ${artifact}`,
  attachmentsEmpty: (artifact: string) => `Attachments not available for this ${artifact}.`,
  linksEmpty: (artifact: string) => `Links not available for this ${artifact}.`,
  technologyTypesEmpty: (artifact: string) => `Technology types not available for this ${artifact}.`,
  nothingToShow: "Nothing to show",
  noLinks: "No Links to Show",
  noAttachments: "No Attachments to Show",
} as const

export const artifactErrors = {
  ArtifactNotFound: { status: 404, message: "This listing has no such service, product or use case." },
} as const

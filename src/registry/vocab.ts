/** The vocabularies that JSON-LD contexts and the Hydra documentation refer to. */
export const HYDRA = 'http://www.w3.org/ns/hydra/core#'
export const XSD = 'http://www.w3.org/2001/XMLSchema#'

/** The largest picture staff may upload: 10 MB (the browser warns before sending; the server decides). */
export const MAX_IMAGE_BYTES = 10 * 1024 * 1024

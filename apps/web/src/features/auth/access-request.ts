/**
 * The address people write to for access (accounts spec §6: "request access by e-mail at
 * {email}"). Set per deployment with VITE_ACCESS_REQUEST_EMAIL; the default is a placeholder.
 */
export const accessRequestEmail: string =
  import.meta.env.VITE_ACCESS_REQUEST_EMAIL ?? 'access@medivi.example';

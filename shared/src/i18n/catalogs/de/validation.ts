/** The shared forms' validation texts in de (shared/src/schemas). */
import type { Catalog } from "../../translate.ts";

export default {
  "First name is required": "Vorname fehlt",
  "Last name is required": "Nachname fehlt",
  "The code is 6 digits": "Der Code hat 6 Ziffern",
  "Not a valid id": "Keine gültige ID",
  "This field is required": "Dieses Feld ist erforderlich",
  "Contains invalid characters": "Enthält ungültige Zeichen",
  "Please enter a valid URL": "Bitte gib eine gültige URL ein",
  "Not an uploaded file": "Keine hochgeladene Datei",
} satisfies Catalog;

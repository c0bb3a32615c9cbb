/** The shared forms' validation texts in fr (shared/src/schemas). */
import type { Catalog } from "../../translate.ts";

export default {
  "First name is required": "Le prénom est obligatoire",
  "Last name is required": "Le nom est obligatoire",
  "The code is 6 digits": "Le code comporte 6 chiffres",
  "Not a valid id": "Identifiant non valide",
  "This field is required": "Ce champ est obligatoire",
  "Contains invalid characters": "Contient des caractères non valides",
  "Please enter a valid URL": "Veuillez saisir une URL valide",
  "Not an uploaded file": "Ce n’est pas un fichier téléversé",
} satisfies Catalog;

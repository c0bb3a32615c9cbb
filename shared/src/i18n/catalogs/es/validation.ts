/** The shared forms' validation texts in es (shared/src/schemas). */
import type { Catalog } from "../../translate.ts";

export default {
  "First name is required": "El nombre es obligatorio",
  "Last name is required": "El apellido es obligatorio",
  "The code is 6 digits": "El código tiene 6 dígitos",
  "Not a valid id": "No es un identificador válido",
  "This field is required": "Este campo es obligatorio",
  "Contains invalid characters": "Contiene caracteres no válidos",
  "Please enter a valid URL": "Introduce una URL válida",
  "Not an uploaded file": "No es un archivo subido",
} satisfies Catalog;

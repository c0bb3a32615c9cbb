/** The shared forms' validation texts in pt-BR (shared/src/schemas). */
import type { Catalog } from "../../translate.ts";

export default {
  "First name is required": "O nome é obrigatório",
  "Last name is required": "O sobrenome é obrigatório",
  "The code is 6 digits": "O código tem 6 dígitos",
  "Not a valid id": "Não é um identificador válido",
  "This field is required": "Este campo é obrigatório",
  "Contains invalid characters": "Contém caracteres inválidos",
  "Please enter a valid URL": "Insira uma URL válida",
  "Not an uploaded file": "Não é um arquivo enviado",
} satisfies Catalog;

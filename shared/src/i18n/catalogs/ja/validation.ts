/** The shared forms' validation texts in ja (shared/src/schemas). */
import type { Catalog } from "../../translate.ts";

export default {
  "First name is required": "名を入力してください",
  "Last name is required": "姓を入力してください",
  "The code is 6 digits": "コードは6桁の数字です",
  "Not a valid id": "無効な ID です",
  "This field is required": "この項目は必須です",
  "Contains invalid characters": "使用できない文字が含まれています",
  "Please enter a valid URL": "有効な URL を入力してください",
  "Not an uploaded file": "アップロードされたファイルではありません",
} satisfies Catalog;

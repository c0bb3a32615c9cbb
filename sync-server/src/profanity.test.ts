/** Masking reads the same every time, whether the text was masked a moment ago or long before. */
import { expect, it } from "vitest";
import { isProfane, maskProfanity, PROFANITY_MASK } from "./profanity.ts";

it("masks whole words of the list and leaves innocent words that contain them", () => {
  expect(maskProfanity("This is fucking great, Scunthorpe")).toBe(
    `This is ${PROFANITY_MASK} great, Scunthorpe`,
  );
  expect(maskProfanity("An assassin's class")).toBe("An assassin's class");
  expect(isProfane("shit happens")).toBe(true);
});

it("answers a text read again the same, also after thousands of other texts", () => {
  const text = "What the fuck happened to the demo?";
  const first = maskProfanity(text);
  expect(first).toBe(`What the ${PROFANITY_MASK} happened to the demo?`);
  expect(maskProfanity(text)).toBe(first);
  for (let i = 0; i < 6000; i++) maskProfanity(`Question ${i}: shit, is it ${i}?`);
  expect(maskProfanity(`Question 5999: shit, is it 5999?`)).toBe(
    `Question 5999: ${PROFANITY_MASK}, is it 5999?`,
  );
  expect(maskProfanity(text)).toBe(first);
});

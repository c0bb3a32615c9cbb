/** What a LinkedIn profile URL is (docs/product.md, Validation; docs/decisions.md, Profile lookup). */
import { describe, expect, it } from "vitest";
import { isLinkedinProfileUrl, linkedinProfileUrl } from "./url.ts";

describe("linkedinProfileUrl", () => {
  it("takes a profile on linkedin.com or a subdomain, as https", () => {
    expect(linkedinProfileUrl("linkedin.com/in/ada")).toBe("https://linkedin.com/in/ada");
    expect(linkedinProfileUrl(" https://www.linkedin.com/in/ada-lovelace/ ")).toBe(
      "https://www.linkedin.com/in/ada-lovelace/",
    );
    expect(linkedinProfileUrl("http://de.linkedin.com/in/ada")).toBe(
      "https://de.linkedin.com/in/ada",
    );
    expect(linkedinProfileUrl("HTTPS://WWW.LinkedIn.com/in/Ada")).toBe(
      "https://www.linkedin.com/in/Ada",
    );
    expect(linkedinProfileUrl("https://www.linkedin.com:443/in/ada?trk=x")).toBe(
      "https://www.linkedin.com/in/ada?trk=x",
    );
  });

  it("refuses a marker anywhere but in a LinkedIn host's path", () => {
    for (const url of [
      "https://attacker.example/linkedin.com/in/x",
      "https://attacker.example/?u=linkedin.com/in/x",
      "https://linkedin.com.attacker.example/in/x",
      "https://evil-linkedin.com/in/x",
      "https://www.linkedin.com.@attacker.example/in/x",
      "https://www.linkedin.com@attacker.example/in/x",
      "https://user@www.linkedin.com/in/x",
      "https://www.linkedin.com:8443/in/x",
      "https://www.linkedin.com/in/",
      "https://www.linkedin.com/company/x",
      "https://www.linkedin.com/x/in/y",
      "ftp://www.linkedin.com/in/x",
      "javascript:alert(1)//linkedin.com/in/x",
      "https://www.linked in.com/in/x",
      "https://www.linkedin.com/in/x\ny",
      "",
    ])
      expect(isLinkedinProfileUrl(url), url).toBe(false);
  });
});

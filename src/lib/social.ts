/** The studio's pages on social networks, from content/site.json. */
export interface SocialProfiles {
  instagram: string;
  facebook?: string | null;
  tiktok?: string | null;
  youtube?: string | null;
}

export interface SocialLink {
  network: keyof SocialProfiles;
  /** The network's name as Hebrew readers say it. */
  name: string;
  url: string;
}

const NETWORKS: { network: keyof SocialProfiles; name: string }[] = [
  { network: "instagram", name: "אינסטגרם" },
  { network: "facebook", name: "פייסבוק" },
  { network: "tiktok", name: "טיקטוק" },
  { network: "youtube", name: "יוטיוב" },
];

/** The profiles the studio has, always in the same order: Instagram, Facebook, TikTok, YouTube. */
export const socialLinks = (profiles: SocialProfiles): SocialLink[] =>
  NETWORKS.flatMap(({ network, name }) => {
    const url = profiles[network];
    return url ? [{ network, name, url }] : [];
  });

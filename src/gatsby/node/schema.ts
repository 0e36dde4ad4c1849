import type { GatsbyNode } from "gatsby";

interface ContentNode {
  id: string;
  parent: string | null;
  slug?: string;
  coaches?: string[];
}

interface NodeModel {
  getNodeById(args: { id: string }): { children: string[] } | null;
  findAll(args: { type: string }): Promise<{ entries: Iterable<ContentNode> }>;
  findOne(args: { type: string; query: { filter: object } }): Promise<unknown>;
}

/** Where an entry stands in its content file, so lists keep the order the editor wrote. */
function positionInFile(node: ContentNode, nodeModel: NodeModel): number {
  const file = node.parent ? nodeModel.getNodeById({ id: node.parent }) : null;
  return file ? file.children.indexOf(node.id) : 0;
}

const typeDefs = /* GraphQL */ `
  type SiteSettings implements Node @dontInfer {
    brand: String!
    siteUrl: String!
    title: String!
    description: String!
    phone: String!
    email: String!
    address: Address!
    directions: Directions
    openingHours: [OpeningHours!]!
    social: SocialLinks!
    priceRange: String!
    adminEmails: [String!]!
    bookingProvider: BookingProvider!
    storageBucket: String
    repositoryUrl: String
    accessibility: AccessibilityContact!
  }
  type Address {
    street: String!
    city: String!
    postalCode: String
    country: String!
  }
  type Directions {
    parking: String
    publicTransport: String
  }
  type OpeningHours {
    day: String!
    opens: String!
    closes: String!
  }
  type SocialLinks {
    instagram: String!
    facebook: String
    tiktok: String
    youtube: String
  }
  type BookingProvider {
    name: String!
    trialFormUrl: String!
    loginUrl: String!
    shopUrl: String
  }
  type AccessibilityContact {
    coordinator: String!
    phone: String!
    email: String!
    reviewedOn: String!
  }

  type StudioClass implements Node @dontInfer {
    slug: String!
    path: String! @route(prefix: "/classes/")
    position: Int! @positionInFile
    group: String!
    menuLabel: String!
    title: String!
    summary: String!
    description: [String!]!
    audience: String!
    level: String
    sessionOutline: [String!]!
    schedule: [ScheduleSlot!]!
    price: Price
    courseLength: String
    coaches: [Coach!]! @link(by: "slug")
    bring: [String!]!
    sport: String
    image: String
    imageAlt: String
    picture: File @mediaFile(folder: "classes", from: "image")
  }
  type ScheduleSlot {
    day: String!
    start: String!
    end: String!
    group: String
  }
  type Price {
    amountILS: Int!
    period: String!
    note: String
  }

  type Coach implements Node @dontInfer {
    slug: String!
    readMoreLink: String! @route(prefix: "/coaches/")
    position: Int! @positionInFile
    name: String!
    shortDescription: String!
    fullBio: [String!]!
    video: String!
    poster: String!
  }

  type Facility implements Node @dontInfer {
    position: Int! @positionInFile
    title: String!
    text: String!
    img: String!
    alt: String!
    image: File! @mediaFile(folder: "studio", from: "img")
  }

  type BookingSettings implements Node @dontInfer {
    priceILS: Int!
    blockedDates: [String!]!
    sports: [Sport!]!
    defaultSport: String!
  }
  type Sport {
    id: String!
    label: String!
  }

  type HomeContent implements Node @dontInfer {
    heroTagline: String!
    heroVideo: HeroVideo!
    aboutHeading: String!
    aboutParagraphs: [String!]!
    trialNote: String!
    chooseClassHeading: String!
    studioHeading: String!
    coachesHeading: String!
    contactHeading: String!
    userAreaHeading: String!
    userAreaText: String!
  }
  type HeroVideo {
    mp4: String!
    webm: String!
  }

  type BuildInfo implements Node @dontInfer {
    commit: String!
    builtAt: Date! @dateformat
  }

  type Product implements Node @dontInfer {
    slug: String!
    position: Int! @positionInFile
    name: String!
    priceILS: Int!
    description: String!
    image: File! @mediaFile(folder: "shop", from: "image")
    imageAlt: String!
  }
`;

export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions, schema }) => {
  actions.createFieldExtension({
    name: "route",
    args: { prefix: "String!" },
    extend: ({ prefix }: { prefix: string }) => ({
      resolve: (source: ContentNode) => `${prefix}${source.slug}`,
    }),
  });
  actions.createFieldExtension({
    name: "positionInFile",
    extend: () => ({
      resolve: (source: ContentNode, _args: unknown, context: { nodeModel: NodeModel }) =>
        positionInFile(source, context.nodeModel),
    }),
  });
  actions.createFieldExtension({
    name: "mediaFile",
    args: { folder: "String!", from: "String!" },
    extend: ({ folder, from }: { folder: string; from: string }) => ({
      resolve: (source: Record<string, unknown>, _args: unknown, context: { nodeModel: NodeModel }) =>
        context.nodeModel.findOne({
          type: "File",
          query: {
            filter: { sourceInstanceName: { eq: "images" }, relativePath: { eq: `${folder}/${source[from]}` } },
          },
        }),
    }),
  });
  actions.createTypes([
    typeDefs,
    schema.buildObjectType({
      name: "Coach",
      fields: {
        classes: {
          type: "[StudioClass!]!",
          description: "The classes this coach teaches, in the order of content/classes.json",
          resolve: async (source: ContentNode, _args: unknown, context: { nodeModel: NodeModel }) => {
            const { entries } = await context.nodeModel.findAll({ type: "StudioClass" });
            return [...entries]
              .filter((studioClass) => studioClass.coaches?.includes(source.slug ?? ""))
              .sort((a, b) => positionInFile(a, context.nodeModel) - positionInFile(b, context.nodeModel));
          },
        },
      },
    }),
  ]);
};

export declare const LAYERS: Record<string, string[]>;
export declare const FEATURES: Record<string, { uses: string[]; public: string[] }>;
export declare function layerZones(roots?: string[]): { target: string; from: string; except: string[]; message: string }[];

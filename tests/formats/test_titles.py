"""Tests for inferring titles from abstracts: the sample and abstracts of our own."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from papershelf.formats.abstracts.titles import MAX_WORDS, UNTITLED, infer_title
from tests.paths import SAMPLE

# Words a title must not end on: an ending like this means a cut in mid-phrase.
DANGLING = {
    "a",
    "an",
    "the",
    "of",
    "and",
    "or",
    "that",
    "which",
    "with",
    "to",
    "for",
    "in",
    "on",
    "by",
    "without",
    "its",
    "their",
}


def sample_abstracts() -> list[str]:
    """The 19 abstracts of the sample, in file order."""
    paragraphs = SAMPLE.read_text(encoding="utf-8").split("\n\n")[1:]
    return [p.strip() for p in paragraphs if p.strip()]


def assert_reads_like_a_title(title: str) -> None:
    """The properties every inferred title has."""
    assert title
    assert title == title.strip()
    assert title[0].isupper() or title[0].isdigit()
    assert len(title.split()) <= MAX_WORDS + 2
    assert not title.endswith((".", ",", ";", ":"))
    assert title.split()[-1].lower() not in DANGLING
    assert not any(mark in title for mark in ("**", "\\", "$", "{", "}"))


def test_sample_titles_read_like_titles() -> None:
    abstracts = sample_abstracts()
    assert len(abstracts) == 19
    titles = [infer_title(a) for a in abstracts]
    for title in titles:
        assert_reads_like_a_title(title)
    assert len(set(titles)) == 19


def test_sample_metamizer_title() -> None:
    assert infer_title(sample_abstracts()[0]) == (
        "Metamizer: A Novel Neural Optimizer That Iteratively Solves a Wide Range of "
        "Physical Systems"
    )


@pytest.mark.parametrize(
    ("index", "name"),
    [
        (2, "DPLM-2"),
        (3, "EDQ"),
        (7, "VVC-Gym"),
        (8, "FiNE"),
        (9, "Bonsai"),
        (10, "GotenNet"),
        (11, "PhiNet"),
        (12, "TTVD"),
        (13, "FPNN"),
        (15, "KooNPro"),
        (16, "ComaDICE"),
        (18, "Steerable EquivarLayer"),
    ],
)
def test_sample_named_methods_lead_their_titles(index: int, name: str) -> None:
    assert infer_title(sample_abstracts()[index]).startswith(name + ": ")


@pytest.mark.parametrize(
    ("index", "title"),
    [
        (1, "Optimal Combination of Data-Collecting Policy and Data-Processing Baseline"),
        (
            4,
            "Exposing a Critical yet Underexplored Vulnerability in the Deployment of "
            "Unlearning Systems",
        ),
        (
            5,
            "Feedforward Neural Networks with Fixed Random Weights Can Approximate Any "
            "Continuous Function on Compact Sets",
        ),
        (
            17,
            "Temporal Label Noise: An Unstudied Problem for Sequential Classification of "
            "Time Series",
        ),
    ],
)
def test_sample_contribution_titles(index: int, title: str) -> None:
    assert infer_title(sample_abstracts()[index]) == title


OWN_ABSTRACTS = [
    pytest.param(
        "Single-cell RNA sequencing (scRNA-seq) has transformed cell biology, but reference "
        "atlases remain fragmented across laboratories. Here we present CellAtlas-1M, a curated "
        "atlas of one million annotated human cells spanning 42 tissues. We harmonise "
        "annotations with a shared ontology and release baselines.",
        "CellAtlas-1M: A Curated Atlas of One Million Annotated Human Cells Spanning 42 Tissues",
        id="biology-dataset",
    ),
    pytest.param(
        "Smartphone notifications fragment attention throughout the day. We conducted a "
        "two-week field study with 48 participants to examine how batching notifications "
        "affects stress. We found that batching notifications three times a day reduced "
        "self-reported stress without lowering responsiveness. We discuss implications for "
        "the design of mobile operating systems.",
        "Batching Notifications Three Times a Day Reduced Self-Reported Stress without "
        "Lowering Responsiveness",
        id="hci-finding",
    ),
    pytest.param(
        "We report the first observation of superconductivity in twisted trilayer graphene "
        "at 2.1 K. Transport measurements reveal a dome-shaped phase diagram. Our results "
        "constrain theories of pairing in moir\u00e9 materials.",
        "First Observation of Superconductivity in Twisted Trilayer Graphene at 2.1 K",
        id="physics-report",
    ),
    pytest.param(
        "Large language models struggle with documents longer than their context window. We "
        "propose a retrieval-augmented reader, dubbed LongLens, that learns where to look "
        "before it reads. LongLens improves accuracy on five long-document benchmarks.",
        "LongLens: A Retrieval-Augmented Reader That Learns Where to Look Before It Reads",
        id="nlp-dubbed",
    ),
    pytest.param(
        "Scientific tables carry much of a paper's evidence. We introduce a benchmark, "
        "TabQA-Bench, for question answering over scientific tables. It contains 12,000 "
        "questions written by domain experts.",
        "TabQA-Bench: A Benchmark for Question Answering over Scientific Tables",
        id="benchmark-appositive",
    ),
    pytest.param(
        "Transformer models are widely used for sequence modelling. In this paper, we study "
        "how the depth of a transformer affects its ability to compose functions. We prove "
        "lower bounds and confirm them empirically.",
        "Studying How the Depth of a Transformer Affects Its Ability to Compose Functions",
        id="no-method-study",
    ),
    pytest.param(
        "Sorting is a basic primitive. We introduce \\textsc{FlashSort}, an $O(n \\log n)$ "
        "parallel sorting algorithm that achieves a $3\\times$ speedup on GPUs. Our code is "
        "public.",
        "FlashSort: An O(n log n) Parallel Sorting Algorithm That Achieves a 3\u00d7 Speedup on "
        "GPUs",
        id="latex-markup",
    ),
    pytest.param(
        "MolFormer-XL, a chemical language model trained on 1.1 billion molecules, predicts "
        "quantum properties with chemical accuracy. We analyse its attention maps.",
        "MolFormer-XL: A Chemical Language Model Trained on 1.1 Billion Molecules",
        id="chemistry-leading-name",
    ),
    pytest.param(
        "We present a legged locomotion controller called Adaptive Gait Policy (AGP) that "
        "adapts to unseen terrain within seconds.",
        "AGP: A Legged Locomotion Controller That Adapts to Unseen Terrain within Seconds",
        id="robotics-called-acronym",
    ),
    pytest.param(
        "We propose FlowSeg, which learns to segment cells from optical flow without labels.",
        "FlowSeg: Learning to Segment Cells from Optical Flow without Labels",
        id="which-clause",
    ),
    pytest.param(
        "Weight decay is ubiquitous. We introduce a regularizer termed SpectraNorm that bounds "
        "the spectral norm of each layer.",
        "SpectraNorm: A Regularizer That Bounds the Spectral Norm of Each Layer",
        id="termed",
    ),
    pytest.param(
        "Quantum error correction is essential for scalable quantum computing. Surface codes "
        "have high thresholds but large overheads. We demonstrate that a bivariate bicycle "
        "code protects 12 logical qubits with 288 physical qubits at a threshold of 0.7%.",
        "Bivariate Bicycle Code Protects 12 Logical Qubits with 288 Physical Qubits at a "
        "Threshold of 0.7%",
        id="physics-demonstrate-that",
    ),
    pytest.param(
        "Users often abandon onboarding tutorials. We designed and evaluated TutorBot, an "
        "adaptive onboarding assistant for mobile apps, in a study with 120 participants.",
        "TutorBot: An Adaptive Onboarding Assistant for Mobile Apps",
        id="hci-past-tense",
    ),
]


@pytest.mark.parametrize(("abstract", "title"), OWN_ABSTRACTS)
def test_own_abstracts(abstract: str, title: str) -> None:
    assert infer_title(abstract) == title


def test_an_unnamed_method_is_not_a_name() -> None:
    title = infer_title(
        "Cryo-electron microscopy images are noisy. In this paper, we introduce a novel method "
        "for denoising cryo-EM images using score-based priors. Results on three datasets "
        "show gains."
    )
    assert ":" not in title
    assert title == "Novel Method for Denoising Cryo-EM Images Using Score-Based Priors"


def test_a_lower_case_term_is_not_a_name() -> None:
    title = infer_title(
        "Contrastive pretraining learns useful features. We identify a failure mode of "
        "contrastive pretraining, termed dimensional collapse, in which embeddings occupy a "
        "low-dimensional subspace."
    )
    assert title == "Identifying a Failure Mode of Contrastive Pretraining"


def test_someone_elses_method_is_not_the_papers_name() -> None:
    title = infer_title(
        "Chen et al. (2024) proposed a model called OldNet, a recurrent tagger. We show that "
        "simple convolutional taggers match recurrent ones on ten languages."
    )
    assert not title.startswith("OldNet")
    assert title == "Simple Convolutional Taggers Match Recurrent Ones on Ten Languages"


def test_long_descriptions_are_cut_at_a_phrase_boundary() -> None:
    title = infer_title(
        "We introduce GraphMaMBA, a selective state-space model for graphs that scales "
        "linearly with the number of edges while matching the accuracy of graph transformers "
        "on every benchmark we tried."
    )
    assert title.startswith("GraphMaMBA: A Selective State-Space Model for Graphs")
    assert len(title.split()) <= MAX_WORDS + 1
    assert title.split()[-1].lower() not in DANGLING


def test_markup_is_stripped_from_titles() -> None:
    title = infer_title(
        "We present \\emph{LLaMA-Adapter}, a lightweight adaption method for **instruction** "
        "following with $1.2$M parameters."
    )
    assert title == (
        "LLaMA-Adapter: A Lightweight Adaption Method for Instruction Following with 1.2M "
        "Parameters"
    )


def test_citations_and_enumerations_do_not_reach_the_title() -> None:
    title = infer_title(
        "In this paper, we propose the steerable EquivarLayer, a generalization of InvarLayer "
        "(Li et al., 2024), by building on invariants."
    )
    assert title == "Steerable EquivarLayer: A Generalization of InvarLayer"


def test_abstract_without_any_sentence_structure() -> None:
    title = infer_title(
        "the quick brown fox jumps over the lazy dog and keeps running far away without ever "
        "stopping to rest or look back at all"
    )
    assert_reads_like_a_title(title)
    assert title.startswith("Quick Brown Fox")


@pytest.mark.parametrize(
    ("abstract", "title"),
    [
        ("Photosynthesis", "Photosynthesis"),
        ("----", UNTITLED),
        ("", UNTITLED),
        ("   \n\t ", UNTITLED),
        ("$$", UNTITLED),
    ],
)
def test_degenerate_abstracts(abstract: str, title: str) -> None:
    assert infer_title(abstract) == title


@pytest.mark.parametrize(
    "abstract",
    [
        "word " * 200_000,
        "a" * 1_000_000,
        "(" * 1_000_000,
        "$" * 1_000_000,
        "**a " * 250_000,
        "we propose " * 90_000,
        "\\emph{" * 150_000,
        ("We present X, a " * 60_000),
    ],
    ids=["words", "one-word", "parens", "dollars", "bold", "we-propose", "emph", "appositives"],
)
def test_huge_abstracts_give_a_one_line_title(abstract: str) -> None:
    # How long it takes is measured in bench/worst_case_bench.py (titles_worst_s).
    assert len(abstract) >= 900_000
    title = infer_title(abstract)
    assert title and "\n" not in title


@settings(max_examples=300, deadline=None)
@given(st.text(max_size=600))
def test_any_text_gives_a_one_line_title(abstract: str) -> None:
    title = infer_title(abstract)
    assert title
    assert "\n" not in title
    assert title == title.strip()


@settings(max_examples=200, deadline=None)
@given(
    st.lists(
        st.sampled_from(
            [
                "we",
                "We",
                "propose",
                "introduce",
                "called",
                "named",
                "a",
                "the",
                "Net",
                "FooNet,",
                "(FN)",
                "**Bold**",
                "$x$",
                "\\emph{y}",
                ",",
                ".",
                "that",
                "which",
                "Our",
                "method,",
                "In",
                "this",
                "paper,",
                "is",
                "proposed",
                "show",
                "that",
                "e.g.",
                "et al.",
                "(2024)",
                "of",
                "and",
                "novel",
                "Geometric",
                "Tensor",
                "Network",
                "(GTN)",
                ":",
                "—",
            ]
        ),
        max_size=60,
    )
)
def test_abstract_shaped_noise_gives_a_title(words: list[str]) -> None:
    title = infer_title(" ".join(words))
    assert title
    assert title == title.strip()
    assert "\n" not in title


@pytest.mark.parametrize(
    ("abstract", "title"),
    [
        pytest.param(
            "Sorting is old. In this work we ask: can transformers learn to sort? We find yes.",
            "Can Transformers Learn to Sort?",
            id="question",
        ),
        pytest.param(
            "Background: Hypertension is common in older adults. Methods: We conducted a "
            "randomized trial of 9,361 participants. Results: Intensive treatment reduced events.",
            "Hypertension Is Common in Older Adults",
            id="structured-abstract",
        ),
        pytest.param(
            "We introduce a new language representation model called BERT, which stands for "
            "Bidirectional Encoder Representations from Transformers. BERT is deep.",
            "BERT: Bidirectional Encoder Representations from Transformers",
            id="stands-for",
        ),
        pytest.param(
            "Sequence models are recurrent. We propose a new simple network architecture, the "
            "Transformer, based solely on attention mechanisms, dispensing with recurrence.",
            "Transformer: A New Simple Network Architecture Based Solely on Attention Mechanisms",
            id="definite-appositive",
        ),
        pytest.param(
            "Planning is hard. This paper investigates whether large language models can plan.",
            "Investigating Whether Large Language Models Can Plan",
            id="paper-as-subject",
        ),
        pytest.param(
            "Graph matching is vital in chemistry, code search, and vision. Neural methods "
            "work well. We undertake the first comprehensive exploration of this space.",
            "Graph Matching Is Vital in Chemistry",
            id="anaphora-falls-back-to-first-sentence",
        ),
    ],
)
def test_more_abstract_shapes(abstract: str, title: str) -> None:
    assert infer_title(abstract) == title
